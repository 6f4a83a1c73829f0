'use client';

import { DEFAULT_COIN_TYPE } from '@app/shared/wallet/coins';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ScreenHeader } from '@/components/ScreenHeader';
import { winPath } from '@/lib/routes/game-paths';
import { useLimits } from './games-queries';
import { ListError } from './LobbyStates';
import { LossLimitCard } from './LossLimitCard';
import { SelfExclusionCard } from './SelfExclusionCard';
import { useGamesFormat } from './use-games-format';

/** /win/limits, responsible play: the bet limits, the daily loss limit per coin and self-exclusion. */
export function LimitsScreen() {
  const t = useTranslations('games');
  const locale = useLocale();
  const fmt = useGamesFormat();
  const limits = useLimits();
  const [coin, setCoin] = useState<string>(DEFAULT_COIN_TYPE);
  const coins = limits.data?.betLimits.map((b) => b.coin) ?? [DEFAULT_COIN_TYPE];
  const bet = limits.data?.betLimits.find((b) => b.coin === coin);

  let body: React.ReactNode;
  if (limits.isPending) body = <div aria-busy="true" className="h-64 animate-pulse rounded-card bg-surface" />;
  else if (limits.isError) body = <ListError error={limits.error} onRetry={() => void limits.refetch()} />;
  else
    body = (
      <>
        <section aria-labelledby="limits-loss" className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h2 id="limits-loss" className="text-headline text-ink">
              {t('limit_title')}
            </h2>
            <label className="flex items-center gap-1.5 text-callout text-muted">
              <span className="sr-only">{t('coin')}</span>
              <select
                value={coin}
                onChange={(event) => setCoin(event.target.value)}
                className="h-9 rounded-full bg-surface px-3 font-semibold text-ink"
                data-testid="limits-coin"
              >
                {coins.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <LossLimitCard key={coin} coin={coin} current={limits.data.lossLimits.find((l) => l.coin === coin)} />
          {bet && (
            <p className="px-1 text-caption text-subtle tabular-nums">
              {t('bet_limits', {
                min: fmt.exact(bet.minBet),
                max: fmt.exact(bet.maxBet),
                maxWin: fmt.exact(bet.maxWin),
                coin,
              })}
            </p>
          )}
        </section>
        <section aria-labelledby="limits-exclusion" className="flex flex-col gap-2">
          <h2 id="limits-exclusion" className="text-headline text-ink">
            {t('exclusion_title')}
          </h2>
          <SelfExclusionCard until={limits.data.selfExcludedUntil} nowMs={Date.now()} />
        </section>
      </>
    );

  return (
    <main className="min-h-dvh bg-page">
      <ScreenHeader title={t('limits_title')} backHref={winPath(locale)} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-section px-gutter pt-1 pb-12">{body}</div>
    </main>
  );
}
