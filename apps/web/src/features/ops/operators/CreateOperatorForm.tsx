'use client';

import { opsCreateOperator } from '@app/shared/ops/operator-contracts';
import type { OpsRole } from '@app/shared/ops/roles';
import { useTranslations } from 'next-intl';
import { FormCard, FormFooter, RolesField, TextField } from '../form/FormFields';
import { useOpsForm } from '../form/use-ops-form';

/** A new operator: email, name, a temporary password (TOTP is enrolled at their first sign-in), roles. */
export function CreateOperatorForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('ops.operators');
  const form = useOpsForm({
    endpoint: opsCreateOperator,
    initial: { email: '', display_name: '', password: '', roles: [] as OpsRole[] },
    onSuccess: onDone,
  });
  return (
    <FormCard title={t('create')} onSubmit={form.onSubmit} testId="ops-create-operator-form">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField type="email" autoComplete="off" label={t('email')} {...form.field('email')} />
        <TextField autoComplete="off" label={t('name')} {...form.field('display_name')} />
        <TextField
          autoComplete="new-password"
          label={t('temporary_password')}
          hint={t('temporary_password_hint')}
          {...form.field('password')}
        />
      </div>
      <RolesField value={form.values.roles} onChange={(roles) => form.set('roles', roles)} error={form.errors.roles} />
      <FormFooter
        formError={form.formError}
        pending={form.pending}
        submitLabel={t('create_submit')}
        onCancel={onCancel}
      />
    </FormCard>
  );
}
