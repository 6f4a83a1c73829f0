'use client';

import { opsSearchPlayers, type PlayerSummary } from '@app/shared/ops/support-contracts';
import type { PaginationState } from '@tanstack/react-table';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { opsPath } from '@/lib/routes/paths';
import { OpsPageHeader } from '../console/OpsPageHeader';
import { useOpsQuery } from '../console/use-ops-query';
import { TextField } from '../form/FormFields';
import { OpsTable } from '../table/OpsTable';
import { opsColumns } from '../table/table-features';

const column = opsColumns<PlayerSummary>();

/** Players by id, username, phone or sign-in identity; the server pages the matches. */
export function PlayerSearch() {
  const t = useTranslations('ops.support');
  const format = useFormatter();
  const locale = useLocale();
  const router = useRouter();
  // The query lives in the address: a search can be shared, reloaded and come back to from a player.
  const q = useSearchParams()?.get('q')?.trim() ?? '';
  const [typed, setTyped] = useState(q);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const list = useOpsQuery(
    opsSearchPlayers,
    { q, page: pagination.pageIndex + 1, page_size: pagination.pageSize },
    { enabled: q !== '' },
  );
  const columns = useMemo(
    () => [
      column.accessor('user_id', {
        header: () => t('user_id'),
        cell: (info) => (
          <Link
            className="font-mono underline"
            href={opsPath(locale, 'support', { player: String(info.getValue()) })}
            data-testid="ops-player-link"
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('username', {
        header: () => t('username'),
        cell: (info) => (
          <div>
            <div className="font-medium">{info.getValue()}</div>
            <div className="text-caption text-muted">{info.row.original.display_name}</div>
          </div>
        ),
      }),
      column.accessor('phone', { header: () => t('phone'), cell: (info) => info.getValue() ?? '—' }),
      column.accessor('login_type', { header: () => t('login_type') }),
      column.accessor('abnormal', {
        header: () => t('status'),
        cell: (info) =>
          info.getValue() ? <Badge tone="danger">{t('abnormal')}</Badge> : <Badge tone="success">{t('normal')}</Badge>,
      }),
      column.accessor('created_at', {
        header: () => t('created'),
        cell: (info) => format.dateTime(info.getValue(), { dateStyle: 'medium' }),
      }),
    ],
    [t, format, locale],
  );
  return (
    <>
      <OpsPageHeader title={t('title')} subtitle={t('subtitle')} />
      <form
        className="mb-5 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          router.replace(opsPath(locale, 'support', { q: typed.trim() || undefined }));
          setPagination((p) => ({ ...p, pageIndex: 0 }));
        }}
      >
        <div className="w-full max-w-md">
          <TextField
            name="q"
            label={t('query')}
            value={typed}
            maxLength={128}
            onChange={(e) => setTyped(e.target.value)}
            data-testid="ops-player-query"
          />
        </div>
        <Button type="submit" data-testid="ops-player-search">
          {t('search')}
        </Button>
        <p className="w-full text-caption text-muted">{t('query_hint')}</p>
      </form>
      {q ? (
        <OpsTable
          label={t('title')}
          testId="ops-players-table"
          columns={columns}
          data={list.data?.items}
          status={list.status}
          error={list.error}
          onRetry={list.refetch}
          getRowId={(row) => String(row.user_id)}
          server={{ total: list.data?.total ?? 0, pagination, onPaginationChange: setPagination }}
          emptyText={t('empty')}
        />
      ) : (
        <p className="text-callout text-muted">{t('start')}</p>
      )}
    </>
  );
}
