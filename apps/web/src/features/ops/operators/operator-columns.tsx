'use client';

import {
  type Operator,
  opsResetOperatorTotp,
  opsSetOperatorDisabled,
  opsUnlockOperator,
} from '@app/shared/ops/operator-contracts';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo, useRef } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { invalidateQueries } from '@/lib/query/query-store';
import { useOpsConsole } from '../console/OpsConsoleProvider';
import { useOpsErrorText } from '../console/OpsError';
import { type OpsColumn, opsColumns } from '../table/table-features';

const column = opsColumns<Operator>();

/** The operators table's columns, with the row actions (roles, unlock, reset TOTP). */
export function useOperatorColumns({
  onEditRoles,
}: {
  onEditRoles: (operator: Operator) => void;
}): OpsColumn<Operator>[] {
  const t = useTranslations('ops');
  const format = useFormatter();
  const { client } = useOpsConsole();
  // The columns stay the same object across renders (TanStack Table rebuilds its models otherwise).
  const { session } = useOpsConsole();
  const myId = session.status === 'signed-in' ? session.me.id : undefined;
  const latest = useRef({ onEditRoles, myId, errorText: useOpsErrorText() });
  latest.current = { onEditRoles, myId, errorText: latest.current.errorText };
  return useMemo(() => {
    const act = (run: () => Promise<unknown>) =>
      run().then(
        () => invalidateQueries(['ops']),
        (error: unknown) => window.alert(latest.current.errorText(error)),
      );
    return [
      column.accessor('email', {
        header: () => t('operators.email'),
        cell: (info) => (
          <div>
            <div className="font-medium">{info.getValue()}</div>
            <div className="text-caption text-muted">{info.row.original.display_name}</div>
          </div>
        ),
      }),
      column.accessor((row) => row.roles.join(' '), {
        id: 'roles',
        header: () => t('operators.roles'),
        cell: (info) => (
          <div className="flex flex-wrap gap-1">
            {info.row.original.roles.map((role) => (
              <Badge key={role} tone={role === 'owner' ? 'accent' : 'neutral'}>
                {t(`roles.${role}`)}
              </Badge>
            ))}
          </div>
        ),
      }),
      column.accessor((row) => (row.totp_enrolled ? 1 : 0), {
        id: 'totp',
        header: () => t('operators.totp'),
        cell: (info) =>
          info.getValue() ? (
            <Badge tone="success">{t('operators.enrolled')}</Badge>
          ) : (
            <Badge tone="warning">{t('operators.not_enrolled')}</Badge>
          ),
      }),
      column.accessor((row) => (row.locked_until && row.locked_until > Date.now() ? row.locked_until : 0), {
        id: 'locked',
        header: () => t('operators.status'),
        cell: (info) =>
          info.row.original.disabled_at !== null ? (
            <Badge tone="danger">{t('operators.disabled')}</Badge>
          ) : info.getValue() ? (
            <Badge tone="danger">
              {t('operators.locked_until', { time: format.dateTime(info.getValue(), { timeStyle: 'short' }) })}
            </Badge>
          ) : (
            <span className="text-muted">{t('operators.active')}</span>
          ),
      }),
      column.accessor('created_at', {
        header: () => t('operators.created'),
        cell: (info) => format.dateTime(info.getValue(), { dateStyle: 'medium' }),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('operators.actions')}</span>,
        cell: (info) => {
          const operator = info.row.original;
          return (
            <div className="flex flex-wrap justify-end gap-1">
              <Button variant="secondary" size="sm" onClick={() => latest.current.onEditRoles(operator)}>
                {t('operators.edit_roles')}
              </Button>
              {operator.locked_until !== null && operator.locked_until > Date.now() && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => act(() => client.call(opsUnlockOperator, { operator_id: operator.id }))}
                >
                  {t('operators.unlock')}
                </Button>
              )}
              {operator.totp_enrolled && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    window.confirm(t('operators.reset_confirm', { email: operator.email })) &&
                    act(() => client.call(opsResetOperatorTotp, { operator_id: operator.id }))
                  }
                >
                  {t('operators.reset_totp')}
                </Button>
              )}
              {operator.id !== latest.current.myId && (
                <Button
                  variant="ghost"
                  size="sm"
                  data-testid="ops-operator-disable"
                  onClick={() => {
                    const disabled = operator.disabled_at === null;
                    if (disabled && !window.confirm(t('operators.disable_confirm', { email: operator.email }))) return;
                    void act(() => client.call(opsSetOperatorDisabled, { operator_id: operator.id, disabled }));
                  }}
                >
                  {operator.disabled_at === null ? t('operators.disable') : t('operators.enable')}
                </Button>
              )}
            </div>
          );
        },
      }),
    ];
  }, [t, format, client]);
}
