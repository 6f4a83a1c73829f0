'use client';

import { type PaginationState, type RowData, type SortingState, useTable } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { Fragment, type ReactNode, useState } from 'react';
import { cx } from '@/components/ui/cx';
import { Skeleton } from '@/components/ui/Skeleton';
import { OpsError } from '../console/OpsError';
import { TablePager } from './TablePager';
import { type OpsColumn, opsTableFeatures } from './table-features';

const NO_ROWS: never[] = [];

export interface ServerPaging {
  total: number;
  pagination: PaginationState;
  onPaginationChange: (next: PaginationState) => void;
}

export interface OpsTableProps<T extends RowData> {
  columns: OpsColumn<T>[];
  /** The rows: every row (paged, sorted and filtered here), or the one page the server answered. */
  data: T[] | undefined;
  status: 'pending' | 'error' | 'success';
  error?: unknown;
  onRetry?: () => void;
  getRowId: (row: T) => string;
  /** The server pages the rows (and filters them by the page's own filter bar): no sorting here. */
  server?: ServerPaging;
  /** A text box that filters the rows on every column (tables of every row only). */
  search?: boolean;
  /** Each row opens to show this under it. */
  renderExpanded?: (row: T) => ReactNode;
  emptyText: string;
  label: string;
  pageSize?: number;
  testId?: string;
}

/**
 * THE console table (TanStack Table): sortable headers, a text filter, paging, and the loading,
 * error and empty states. A page gives its columns and rows; a server-paged list gives `server`.
 */
export function OpsTable<T extends RowData>(props: OpsTableProps<T>) {
  const t = useTranslations('ops.table');
  const [sorting, setSorting] = useState<SortingState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [localPaging, setLocalPaging] = useState<PaginationState>({ pageIndex: 0, pageSize: props.pageSize ?? 20 });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const server = props.server;
  const pagination = server?.pagination ?? localPaging;
  const table = useTable({
    features: opsTableFeatures,
    columns: props.columns,
    data: props.data ?? NO_ROWS,
    getRowId: props.getRowId,
    state: { sorting, globalFilter, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      if (server) server.onPaginationChange(next);
      else setLocalPaging(next);
    },
    globalFilterFn: 'includesString',
    enableSorting: !server,
    manualPagination: Boolean(server),
    manualFiltering: Boolean(server),
    manualSorting: Boolean(server),
    rowCount: server?.total,
  });
  const rows = table.getRowModel().rows;
  const columnCount = props.columns.length + (props.renderExpanded ? 1 : 0);
  const total = server ? server.total : table.getFilteredRowModel().rows.length;
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-3" data-testid={props.testId}>
      {props.search && (
        <input
          type="search"
          value={globalFilter}
          onChange={(e) => setGlobalFilter(e.target.value)}
          placeholder={t('search')}
          aria-label={t('search')}
          className="h-10 w-full max-w-sm rounded-control border border-line bg-white px-3 text-body"
        />
      )}
      {/* relative: the screen-reader-only header texts stay inside the scrolling box. */}
      <div className="relative overflow-x-auto rounded-tile border border-line bg-white">
        <table className="w-full min-w-[640px] text-left text-callout" aria-label={props.label}>
          <thead className="bg-surface text-caption text-muted">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {props.renderExpanded && (
                  <th className="w-10 px-3 py-2">
                    <span className="sr-only">{t('details')}</span>
                  </th>
                )}
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                  return (
                    <th
                      key={header.id}
                      className="px-3 py-2 font-semibold whitespace-nowrap"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 hover:text-ink"
                        >
                          {label}
                          <span aria-hidden="true">{sorted === 'asc' ? '↑' : sorted === 'desc' ? '↓' : '↕'}</span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {props.status === 'pending' &&
              [0, 1, 2].map((i) => (
                <tr key={i} className="border-t border-line">
                  <td colSpan={columnCount} className="px-3 py-3">
                    <Skeleton className="h-4 w-full" />
                  </td>
                </tr>
              ))}
            {props.status === 'error' && (
              <tr>
                <td colSpan={columnCount} className="p-3">
                  <OpsError error={props.error} onRetry={props.onRetry} />
                </td>
              </tr>
            )}
            {props.status === 'success' && rows.length === 0 && (
              <tr>
                <td colSpan={columnCount} className="px-3 py-8 text-center text-muted" data-testid="ops-table-empty">
                  {props.emptyText}
                </td>
              </tr>
            )}
            {props.status === 'success' &&
              rows.map((row) => {
                const isOpen = open.has(row.id);
                return (
                  <Fragment key={row.id}>
                    <tr className={cx('border-t border-line align-top', isOpen && 'bg-surface/60')}>
                      {props.renderExpanded && (
                        <td className="px-3 py-2">
                          <button
                            type="button"
                            onClick={() => toggle(row.id)}
                            aria-expanded={isOpen}
                            aria-label={isOpen ? t('collapse') : t('expand')}
                            className="size-7 rounded-full text-muted hover:bg-ink/8"
                          >
                            {isOpen ? '−' : '+'}
                          </button>
                        </td>
                      )}
                      {row.getAllCells().map((cell) => (
                        <td key={cell.id} className="px-3 py-2">
                          <table.FlexRender cell={cell} />
                        </td>
                      ))}
                    </tr>
                    {isOpen && props.renderExpanded && (
                      <tr className="bg-surface/60">
                        <td colSpan={columnCount} className="px-3 pb-3">
                          {/* On a phone the table scrolls sideways: the opened row stays in view, as wide as the screen. */}
                          <div className="sticky left-3 max-w-[calc(100vw-4.5rem)] md:static md:max-w-none">
                            {props.renderExpanded(row.original)}
                          </div>
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
          </tbody>
        </table>
      </div>
      <TablePager
        pagination={pagination}
        total={total}
        onChange={(next) => table.setPagination(next)}
        canPrevious={table.getCanPreviousPage()}
        canNext={table.getCanNextPage()}
      />
    </div>
  );
}
