'use client';

import type { PaginationState } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { pageCountOf, pageRange } from './page-summary';

const PAGE_SIZES = [20, 50, 100];

/** The table's footer: which rows are shown, page size, previous and next. */
export function TablePager({
  pagination,
  total,
  onChange,
  canPrevious,
  canNext,
}: {
  pagination: PaginationState;
  total: number;
  onChange: (next: PaginationState) => void;
  canPrevious: boolean;
  canNext: boolean;
}) {
  const t = useTranslations('ops.table');
  const { from, to } = pageRange(pagination.pageIndex, pagination.pageSize, total);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-callout text-muted">
      <span data-testid="ops-table-range">
        {t('range', { from, to, total })} ·{' '}
        {t('page', { page: pagination.pageIndex + 1, pages: pageCountOf(total, pagination.pageSize) })}
      </span>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-1">
          <span>{t('page_size')}</span>
          <select
            value={pagination.pageSize}
            onChange={(e) => onChange({ pageIndex: 0, pageSize: Number(e.target.value) })}
            className="h-9 rounded-control border border-line bg-white px-2"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          size="sm"
          disabled={!canPrevious}
          onClick={() => onChange({ ...pagination, pageIndex: pagination.pageIndex - 1 })}
        >
          {t('previous')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!canNext}
          onClick={() => onChange({ ...pagination, pageIndex: pagination.pageIndex + 1 })}
        >
          {t('next')}
        </Button>
      </div>
    </div>
  );
}
