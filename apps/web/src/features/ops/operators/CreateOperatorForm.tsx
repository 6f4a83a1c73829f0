'use client';

import { opsCreateOperator } from '@app/shared/ops/operator-contracts';
import { OPS_ROLES, type OpsRole } from '@app/shared/ops/roles';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { CheckboxGroup, FormFooter, TextField } from '../form/FormFields';
import { useOpsForm } from '../form/use-ops-form';

/** A new operator: email, name, a temporary password (TOTP is enrolled at their first sign-in), roles. */
export function CreateOperatorForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('ops');
  const form = useOpsForm({
    endpoint: opsCreateOperator,
    initial: { email: '', display_name: '', password: '', roles: [] as OpsRole[] },
    onSuccess: onDone,
  });
  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      className="mb-5 flex flex-col gap-4 rounded-tile border border-line bg-white p-5"
      data-testid="ops-create-operator-form"
    >
      <h2 className="text-headline">{t('operators.create')}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          name="email"
          type="email"
          autoComplete="off"
          label={t('operators.email')}
          value={form.values.email}
          onChange={(e) => form.set('email', e.target.value)}
          error={form.errors.email}
        />
        <TextField
          name="display_name"
          autoComplete="off"
          label={t('operators.name')}
          value={form.values.display_name}
          onChange={(e) => form.set('display_name', e.target.value)}
          error={form.errors.display_name}
        />
        <TextField
          name="password"
          type="text"
          autoComplete="new-password"
          label={t('operators.temporary_password')}
          hint={t('operators.temporary_password_hint')}
          value={form.values.password}
          onChange={(e) => form.set('password', e.target.value)}
          error={form.errors.password}
        />
      </div>
      <CheckboxGroup
        legend={t('operators.roles')}
        options={OPS_ROLES}
        value={form.values.roles}
        onChange={(roles) => form.set('roles', roles)}
        error={form.errors.roles}
        labelOf={(role) => t(`roles.${role}`)}
      />
      <FormFooter formError={form.formError} pending={form.pending} submitLabel={t('operators.create_submit')}>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </FormFooter>
    </form>
  );
}
