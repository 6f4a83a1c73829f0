'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';

export interface SupportColumn {
  label: string;
  align?: 'right';
}

/**
 * A paged table of the player's page (ledger history, orders): its title, the empty line, the table
 * with its header, and the newer / older buttons. The rows are the caller's.
 */
export function SupportTableSection({
  title,
  testId,
  emptyText,
  empty,
  columns,
  children,
  newer,
  older,
}: {
  title: string;
  testId: string;
  emptyText: string;
  /** True once loaded with no rows. */
  empty: boolean;
  columns: readonly SupportColumn[];
  children: ReactNode;
  /** Null when there is no newer (or older) page. */
  newer: (() => void) | null;
  older: (() => void) | null;
}) {
  const t = useTranslations('ops.support');
  return (
    <section className="rounded-tile border border-line bg-white p-5" data-testid={testId}>
      <h2 className="mb-3 text-headline">{title}</h2>
      {empty && <p className="text-callout text-muted">{emptyText}</p>}
      {!empty && (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-callout">
            <thead className="text-caption text-muted">
              <tr>
                {columns.map((c, i) => (
                  <th
                    key={c.label}
                    className={`py-2 font-medium ${i < columns.length - 1 ? 'pr-4' : ''} ${c.align === 'right' ? 'text-right' : ''}`}
                  >
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
      <div className="mt-3 flex gap-2">
        <Button size="sm" variant="secondary" disabled={!newer} onClick={() => newer?.()}>
          {t('newer')}
        </Button>
        <Button size="sm" variant="secondary" disabled={!older} onClick={() => older?.()}>
          {t('older')}
        </Button>
      </div>
    </section>
  );
}
