'use client';

import { type Operator, opsListOperators } from '@app/shared/ops/operator-contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { invalidateQueries } from '@/lib/query/query-store';
import { OpsPageHeader } from '../console/OpsPageHeader';
import { useOpsQuery } from '../console/use-ops-query';
import { OpsTable } from '../table/OpsTable';
import { CreateOperatorForm } from './CreateOperatorForm';
import { useOperatorColumns } from './operator-columns';
import { RolesForm } from './RolesForm';

export const OPERATORS_KEY = ['ops', opsListOperators.path];

type Panel = { kind: 'create' } | { kind: 'roles'; operator: Operator } | undefined;

/** Operators (owner, operators.manage): every operator, create one, set roles, unlock, reset TOTP. */
export function OperatorsScreen() {
  const t = useTranslations('ops.operators');
  const list = useOpsQuery(opsListOperators, {});
  const [panel, setPanel] = useState<Panel>();
  const changed = () => {
    setPanel(undefined);
    void invalidateQueries(OPERATORS_KEY);
  };
  const columns = useOperatorColumns({ onEditRoles: (operator) => setPanel({ kind: 'roles', operator }) });
  return (
    <>
      <OpsPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button onClick={() => setPanel({ kind: 'create' })} data-testid="ops-create-operator">
            {t('create')}
          </Button>
        }
      />
      {panel?.kind === 'create' && <CreateOperatorForm onDone={changed} onCancel={() => setPanel(undefined)} />}
      {panel?.kind === 'roles' && (
        <RolesForm
          key={panel.operator.id}
          operator={panel.operator}
          onDone={changed}
          onCancel={() => setPanel(undefined)}
        />
      )}
      <OpsTable
        label={t('title')}
        testId="ops-operators-table"
        columns={columns}
        data={list.data?.operators}
        status={list.status}
        error={list.error}
        onRetry={list.refetch}
        getRowId={(row) => String(row.id)}
        search
        emptyText={t('empty')}
      />
    </>
  );
}
