'use client';

import { useTranslations } from 'next-intl';
import { useBrandAmount } from '../shared/use-brand-amount';

const MEDALS = ['#FFC83D', '#D9DEE8', '#E0955A'];

/** One period's ranking: rank (medals for the first three), masked name, wagered, and the rank's prize. */
export function RankingTable({
  list,
  coin,
  prizeOf,
}: {
  list: readonly { rank: number; name: string; amount: string }[];
  coin: string;
  prizeOf: (rank: number) => string | undefined;
}) {
  const t = useTranslations('luckybear');
  const amount = useBrandAmount();
  if (list.length === 0)
    return (
      <p className="rounded-card bg-surface px-4 py-6 text-center text-callout text-muted" data-testid="ranking-empty">
        {t('ranking_empty')}
      </p>
    );
  return (
    <ol className="divide-y divide-line rounded-card bg-surface px-3" data-testid="ranking-list">
      {list.map((row) => {
        const prize = prizeOf(row.rank);
        return (
          <li key={row.rank} className="flex items-center gap-3 py-2.5">
            <span
              className="flex size-7 shrink-0 items-center justify-center rounded-full text-caption font-extrabold text-[#2A1500]"
              style={{ backgroundColor: MEDALS[row.rank - 1] ?? 'var(--color-surface-raised)' }}
            >
              <span className={row.rank > 3 ? 'text-muted' : undefined}>{row.rank}</span>
            </span>
            <span className="min-w-0 flex-1 truncate text-callout font-semibold text-ink">{row.name}</span>
            <span className="flex shrink-0 flex-col items-end">
              <span className="text-callout tabular-nums text-ink">
                {amount(row.amount)} {coin}
              </span>
              {prize && (
                <span className="text-micro font-bold text-primary">
                  {t('ranking_prize', { amount: amount(prize), coin })}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
