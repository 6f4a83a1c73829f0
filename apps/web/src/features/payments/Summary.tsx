import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';

export interface SummaryRow {
  label: string;
  value: ReactNode;
  testId?: string;
  /** The row that matters most (what the player gets or what leaves the balance). */
  strong?: boolean;
}

/** Label and value rows of an amount's breakdown (fee, totals, rate, the order's details). */
export function Summary({ rows, className }: { rows: readonly SummaryRow[]; className?: string }) {
  return (
    <dl className={cx('flex flex-col gap-2 rounded-card bg-surface p-4 text-callout', className)}>
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-3">
          <dt className="shrink-0 text-muted">{row.label}</dt>
          <dd
            className={cx(
              'min-w-0 text-right break-words tabular-nums',
              row.strong ? 'text-headline text-ink' : 'font-medium text-ink',
            )}
            data-testid={row.testId}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
