'use client';

import {
  APPROVAL_STATUSES,
  type Approval,
  type ApprovalStatus,
  opsListApprovals,
} from '@app/shared/ops/approval-contracts';
import type { PaginationState } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { OpsPageHeader } from '../console/OpsPageHeader';
import { useApiTexts } from '../console/use-api-texts';
import { useOpsQuery } from '../console/use-ops-query';
import { SelectField } from '../form/SelectField';
import { OpsTable } from '../table/OpsTable';
import { opsColumns } from '../table/table-features';
import { ApprovalItem } from './ApprovalItem';

const column = opsColumns<Approval>();
const STATUS_FILTERS = ['all', ...APPROVAL_STATUSES] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];
const STATUS_TONE = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

/** The approvals queue (approvals.read): newest first, by status; each row opens to its payload and decision. */
export function ApprovalsScreen() {
  const t = useTranslations('ops.approvals');
  const format = useFormatter();
  const texts = useApiTexts();
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 50 });
  const list = useOpsQuery(opsListApprovals, {
    status: status === 'all' ? undefined : status,
    page: pagination.pageIndex + 1,
    page_size: pagination.pageSize,
  });
  const columns = useMemo(
    () => [
      column.accessor('id', {
        header: () => t('id'),
        cell: (info) => <span className="font-mono">{info.getValue()}</span>,
      }),
      column.accessor((row) => texts.kind(row.kind), { id: 'kind', header: () => t('kind') }),
      column.accessor((row) => texts.summary(row.kind, row.payload, row.summary), {
        id: 'summary',
        header: () => t('summary'),
      }),
      column.accessor('requested_by_email', { header: () => t('requester') }),
      column.accessor('requested_at', {
        header: () => t('requested_at'),
        cell: (info) => (
          <span className="whitespace-nowrap">
            {format.dateTime(info.getValue(), { dateStyle: 'short', timeStyle: 'short' })}
          </span>
        ),
      }),
      column.accessor('status', {
        header: () => t('status'),
        cell: (info) => {
          const value: ApprovalStatus = info.getValue();
          return <Badge tone={STATUS_TONE[value]}>{t(`statuses.${value}`)}</Badge>;
        },
      }),
    ],
    [t, format, texts],
  );
  return (
    <>
      <OpsPageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="mb-4 w-full max-w-xs">
        <SelectField
          label={t('status')}
          name="status"
          value={status}
          options={STATUS_FILTERS}
          labelOf={(s) => t(`statuses.${s}`)}
          onChange={(next) => {
            setStatus(next);
            setPagination((p) => ({ ...p, pageIndex: 0 }));
          }}
        />
      </div>
      <OpsTable
        label={t('title')}
        testId="ops-approvals-table"
        columns={columns}
        data={list.data?.items}
        status={list.status}
        error={list.error}
        onRetry={list.refetch}
        getRowId={(row) => String(row.id)}
        server={{ total: list.data?.total ?? 0, pagination, onPaginationChange: setPagination }}
        renderExpanded={(item) => <ApprovalItem item={item} />}
        emptyText={t('empty')}
      />
    </>
  );
}
