'use client';

import { type OpsMe, opsVerifySecondFactor } from '@app/shared/ops/auth-contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { CodeField, digitsOnly, FormFooter, TextField } from '../form/FormFields';
import { useOpsForm } from '../form/use-ops-form';

type Mode = 'code' | 'recovery_code';

/** Step 2: the authenticator's 6-digit code, or one of the recovery codes. */
export function CodeStep({ onDone, onRestart }: { onDone: (me: OpsMe) => void; onRestart: () => void }) {
  const [mode, setMode] = useState<Mode>('code');
  return <CodeForm key={mode} mode={mode} onDone={onDone} onSwitch={setMode} onRestart={onRestart} />;
}

function CodeForm({
  mode,
  onDone,
  onSwitch,
  onRestart,
}: {
  mode: Mode;
  onDone: (me: OpsMe) => void;
  onSwitch: (mode: Mode) => void;
  onRestart: () => void;
}) {
  const t = useTranslations('ops.sign_in');
  const form = useOpsForm({ endpoint: opsVerifySecondFactor, initial: { [mode]: '' }, onSuccess: onDone });
  const totp = mode === 'code';
  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      className="mt-3 flex flex-col gap-4"
      data-testid={totp ? 'ops-totp-form' : 'ops-recovery-form'}
    >
      <h1 className="text-title">{t(totp ? 'totp_title' : 'recovery_title')}</h1>
      <p className="text-body text-muted">{t(totp ? 'totp_text' : 'recovery_text')}</p>
      {totp ? (
        <CodeField label={t('code')} {...form.field('code', digitsOnly)} />
      ) : (
        <TextField
          label={t('recovery_code')}
          autoComplete="off"
          placeholder="xxxxx-xxxxx"
          autoFocus
          {...form.field('recovery_code')}
          // The contract's "send either" rule reports on `code`.
          error={form.errors.recovery_code ?? form.errors.code}
        />
      )}
      <FormFooter formError={form.formError} pending={form.pending} submitLabel={t('verify')}>
        <Button type="button" variant="ghost" onClick={() => onSwitch(totp ? 'recovery_code' : 'code')}>
          {t(totp ? 'use_recovery' : 'use_totp')}
        </Button>
      </FormFooter>
      <Button type="button" variant="ghost" size="sm" onClick={onRestart} className="self-start">
        {t('restart')}
      </Button>
    </form>
  );
}
