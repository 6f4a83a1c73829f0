'use client';

import { opsSignIn, type SecondFactorStep } from '@app/shared/ops/auth-contracts';
import { useTranslations } from 'next-intl';
import { useOpsConsole } from '../console/OpsConsoleProvider';
import { FormFooter, TextField } from '../form/FormFields';
import { useOpsForm } from '../form/use-ops-form';

/** Step 1: email and password; the API answers which second step follows. */
export function CredentialsStep({ onNext }: { onNext: (next: SecondFactorStep) => void }) {
  const t = useTranslations('ops.sign_in');
  const { setCsrfToken } = useOpsConsole();
  const form = useOpsForm({
    endpoint: opsSignIn,
    initial: { email: '', password: '' },
    onSuccess: (result) => {
      setCsrfToken(result.csrf_token);
      onNext(result.next);
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="mt-3 flex flex-col gap-4" data-testid="ops-sign-in-form">
      <h1 className="text-title">{t('title')}</h1>
      <TextField type="email" autoComplete="username" label={t('email')} {...form.field('email')} />
      <TextField type="password" autoComplete="current-password" label={t('password')} {...form.field('password')} />
      <FormFooter formError={form.formError} pending={form.pending} submitLabel={t('continue')} />
    </form>
  );
}
