'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useBrandAmount } from '../shared/use-brand-amount';

interface Board {
  periods: {
    period: 'daily' | 'weekly';
    period_key: string;
    winners: { rank: number; name: string; coin: string; amount: string }[];
  }[];
  big_wins: { name: string; game_id: string; coin: string; amount: string; multiplier: number; at: number }[];
}

/** The prize billboard (spec 7.7 rt_prize_billboard): the last closed periods' winners and recent big wins. */
export function Billboard({ board }: { board: Board }) {
  const t = useTranslations('luckybear');
  const format = useFormatter();
  const amount = useBrandAmount();
  const closed = board.periods.filter((p) => p.winners.length > 0);
  return (
    <section aria-labelledby="billboard-title" className="flex flex-col gap-3" data-testid="billboard">
      <h2 id="billboard-title" className="text-title text-ink">
        {t('billboard_title')}
      </h2>
      {closed.length === 0 && board.big_wins.length === 0 && (
        <p className="rounded-card bg-surface px-4 py-6 text-center text-callout text-muted">{t('billboard_empty')}</p>
      )}
      {closed.map((p) => (
        <div key={`${p.period}-${p.period_key}`} className="rounded-card bg-surface px-4 py-3">
          <h3 className="text-callout font-bold text-muted">
            {t('billboard_period', { period: t(`period_label_${p.period}`), key: p.period_key })}
          </h3>
          <ul className="mt-1 flex flex-col gap-1">
            {p.winners.map((w) => (
              <li key={w.rank} className="flex justify-between gap-2 text-callout">
                <span className="truncate text-ink">
                  #{w.rank} {w.name}
                </span>
                <span className="shrink-0 font-semibold tabular-nums text-primary">
                  {amount(w.amount)} {w.coin}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {board.big_wins.length > 0 && (
        <div className="rounded-card bg-surface px-4 py-3">
          <h3 className="text-callout font-bold text-muted">{t('big_wins')}</h3>
          <ul className="mt-1 flex flex-col gap-1.5" data-testid="big-wins">
            {board.big_wins.map((w) => (
              <li key={`${w.name}-${w.at}`} className="flex items-center justify-between gap-2 text-callout">
                <span className="min-w-0 truncate text-ink">
                  {w.name} <span className="text-muted">×{format.number(w.multiplier)}</span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums text-success">
                  +{amount(w.amount)} {w.coin}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
