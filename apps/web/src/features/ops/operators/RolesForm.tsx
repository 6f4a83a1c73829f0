'use client';

import { type Operator, opsSetOperatorRoles } from '@app/shared/ops/operator-contracts';
import { OPS_ROLES } from '@app/shared/ops/roles';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { CheckboxGroup, FormFooter } from '../form/FormFields';
import { useOpsForm } from '../form/use-ops-form';

/** Replaces one operator's roles (none at all is allowed: they keep their account and see nothing). */
export function RolesForm({
  operator,
  onDone,
  onCancel,
}: {
  operator: Operator;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('ops');
  const form = useOpsForm({
    endpoint: opsSetOperatorRoles,
    initial: { roles: operator.roles },
    extra: { operator_id: operator.id },
    onSuccess: onDone,
  });
  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      className="mb-5 flex flex-col gap-4 rounded-tile border border-line bg-white p-5"
      data-testid="ops-roles-form"
    >
      <h2 className="text-headline">{t('operators.roles_of', { email: operator.email })}</h2>
      <CheckboxGroup
        legend={t('operators.roles')}
        options={OPS_ROLES}
        value={form.values.roles}
        onChange={(roles) => form.set('roles', roles)}
        error={form.errors.roles}
        labelOf={(role) => t(`roles.${role}`)}
      />
      <FormFooter formError={form.formError} pending={form.pending} submitLabel={t('save')}>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </FormFooter>
    </form>
  );
}
