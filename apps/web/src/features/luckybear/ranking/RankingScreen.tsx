'use client';

import { RANK_PERIODS, type RankPeriod } from '@app/shared/luckybear/rank-period';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { showNotice, useErrorText } from '@/shell/notices/use-error-notice';
import { BrandSubHeader } from '../brand/BrandHeader';
import { PageBody } from '../shared/PageBody';
import { useBrandAmount } from '../shared/use-brand-amount';
import { Billboard } from './Billboard';
import { RankingTable } from './RankingTable';
import { useBetRanking, useBillboard, useRankPrizes, useReceivePrize } from './ranking-queries';

/**
 * /luckybear/ranking (issue 13): the day's and the week's top wagerers with each rank's prize, my own
 * rank, my won prizes to receive, and the prize billboard (last winners and recent big wins).
 */
export function RankingScreen() {
  const t = useTranslations('luckybear');
  const format = useFormatter();
  const amount = useBrandAmount();
  const errorText = useErrorText();
  const [period, setPeriod] = useState<RankPeriod>('daily');
  const ranking = useBetRanking(period);
  const prizes = useRankPrizes();
  const billboard = useBillboard();
  const receive = useReceivePrize();
  const prizeTable = prizes.data?.periods.find((p) => p.period === period);
  const prizeOf = (rank: number) => prizeTable?.prizes.find((p) => p.rank === rank)?.amount;

  return (
    <main>
      <BrandSubHeader title={t('ranking_title')} />
      <div className="mx-auto flex max-w-md flex-col gap-4 px-gutter pt-2 pb-8">
        {(billboard.data?.mine ?? []).map((won) => (
          <section
            key={`${won.period}-${won.period_key}`}
            className="flex items-center gap-3 rounded-card bg-gradient-to-r from-[#5B2BA8] to-[#B5306B] px-4 py-3"
            data-testid="ranking-won"
          >
            <span className="min-w-0 flex-1 text-callout text-ink">
              {t('won_rank', { rank: won.rank, period: t(`period_label_${won.period}`), key: won.period_key })}
              <strong className="block text-headline text-primary">
                {amount(won.amount)} {won.coin}
              </strong>
            </span>
            <button
              type="button"
              disabled={receive.isPending}
              onClick={() =>
                receive.mutate(
                  { period: won.period, period_key: won.period_key },
                  {
                    onSuccess: (paid) =>
                      showNotice(t('received', { amount: amount(paid.amount), coin: paid.coin }), 'success'),
                    onError: (error) => {
                      const text = errorText(error);
                      if (text) showNotice(text);
                    },
                  },
                )
              }
              className="h-10 shrink-0 rounded-full bg-primary px-4 text-callout font-bold text-on-primary disabled:opacity-50"
            >
              {t('receive')}
            </button>
          </section>
        ))}
        <div role="tablist" aria-label={t('ranking_title')} className="grid grid-cols-2 rounded-full bg-surface p-1">
          {RANK_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              role="tab"
              aria-selected={p === period}
              onClick={() => setPeriod(p)}
              data-testid={`ranking-tab-${p}`}
              className={`h-9 rounded-full text-callout font-bold ${p === period ? 'bg-primary text-on-primary' : 'text-muted'}`}
            >
              {t(`period_${p}`)}
            </button>
          ))}
        </div>
        <PageBody
          query={ranking}
          blocks={['h-16', 'h-72']}
          loaded={(r) => (
            <>
              <p className="text-caption text-muted">
                {t('ranking_closes', { time: format.dateTime(r.ends_at, { dateStyle: 'medium', timeStyle: 'short' }) })}
              </p>
              {r.mine && (
                <p
                  className="rounded-card bg-surface-raised px-4 py-3 text-callout text-ink"
                  data-testid="ranking-mine"
                >
                  {r.mine.rank === null
                    ? t('mine_unranked', { amount: amount(r.mine.amount), coin: r.coin })
                    : t('mine_ranked', { rank: r.mine.rank, amount: amount(r.mine.amount), coin: r.coin })}
                </p>
              )}
              <RankingTable list={r.list} coin={r.coin} prizeOf={prizeOf} />
            </>
          )}
        />
        {billboard.data && <Billboard board={billboard.data} />}
      </div>
    </main>
  );
}
