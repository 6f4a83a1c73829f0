'use client';

import { type Operator, opsSetOperatorRoles } from '@app/shared/ops/operator-contracts';
import { useTranslations } from 'next-intl';
import { FormCard, FormFooter, RolesField } from '../form/FormFields';
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
    <FormCard
      title={t('operators.roles_of', { email: operator.email })}
      onSubmit={form.onSubmit}
      testId="ops-roles-form"
    >
      <RolesField value={form.values.roles} onChange={(roles) => form.set('roles', roles)} error={form.errors.roles} />
      <FormFooter formError={form.formError} pending={form.pending} submitLabel={t('save')} onCancel={onCancel} />
    </FormCard>
  );
}
