'use client';

import { type AuditEntry, opsListAudit } from '@app/shared/ops/audit-contracts';
import type { PaginationState } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { OpsPageHeader } from '../console/OpsPageHeader';
import { useApiTexts } from '../console/use-api-texts';
import { useOpsQuery } from '../console/use-ops-query';
import { OpsTable } from '../table/OpsTable';
import { opsColumns } from '../table/table-features';
import { AuditChange } from './AuditChange';
import { AuditFilterBar } from './AuditFilterBar';
import { type AuditFilters, auditQuery, NO_AUDIT_FILTERS } from './audit-query';

const column = opsColumns<AuditEntry>();

/** The audit log (audit.read): newest first, filtered and paged by the API, each row opens to its change. */
export function AuditScreen() {
  const t = useTranslations('ops.audit');
  const format = useFormatter();
  const texts = useApiTexts();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 50 });
  const list = useOpsQuery(opsListAudit, auditQuery(filters, pagination));
  const columns = useMemo(
    () => [
      column.accessor('at', {
        header: () => t('at'),
        cell: (info) => (
          <span className="whitespace-nowrap">
            {format.dateTime(info.getValue(), { dateStyle: 'short', timeStyle: 'medium' })}
          </span>
        ),
      }),
      column.accessor('operator_email', { header: () => t('operator') }),
      column.accessor('action', {
        header: () => t('action'),
        // The operator's words, then the code the action filter takes.
        cell: (info) => (
          <div>
            <div>{texts.action(info.getValue())}</div>
            <code className="font-mono text-caption text-muted">{info.getValue()}</code>
          </div>
        ),
      }),
      column.accessor('target', {
        header: () => t('target'),
        cell: (info) => <code className="font-mono text-caption">{info.getValue()}</code>,
      }),
      column.accessor('ip', {
        header: () => t('ip'),
        cell: (info) => <span className="text-muted">{info.getValue()}</span>,
      }),
    ],
    [t, format, texts],
  );
  return (
    <>
      <OpsPageHeader title={t('title')} subtitle={t('subtitle')} />
      <AuditFilterBar
        applied={filters}
        pageSize={pagination.pageSize}
        onApply={(next) => {
          setFilters(next);
          setPagination((p) => ({ ...p, pageIndex: 0 }));
        }}
      />
      <OpsTable
        label={t('title')}
        testId="ops-audit-table"
        columns={columns}
        data={list.data?.entries}
        status={list.status}
        error={list.error}
        onRetry={list.refetch}
        getRowId={(row) => String(row.id)}
        server={{ total: list.data?.total ?? 0, pagination, onPaginationChange: setPagination }}
        renderExpanded={(entry) => <AuditChange entry={entry} />}
        emptyText={t('empty')}
      />
    </>
  );
}
