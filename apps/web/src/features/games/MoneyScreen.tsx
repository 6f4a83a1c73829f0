'use client';

import { DEFAULT_COIN_TYPE } from '@app/shared/wallet/coins';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CoinLogo } from '@/components/CoinLogo';
import { ScreenHeader } from '@/components/ScreenHeader';
import { useCoinName } from '@/lib/coins/use-coin-name';
import { inbetPath, winPath } from '@/lib/routes/game-paths';
import { useRequireSignIn } from '@/shell/session/use-require-sign-in';
import { useBalances } from './games-queries';
import { ListError } from './LobbyStates';
import { useGamesFormat } from './use-games-format';

/**
 * /win/money and /inbet/money: the balance of each coin the games play with, and under it `payments`,
 * the way in and out (recharge, withdraw: the payments feature, composed by the route page).
 */
export function MoneyScreen({ area, payments }: { area: 'win' | 'inbet'; payments?: ReactNode }) {
  const t = useTranslations('games');
  const locale = useLocale();
  const coinName = useCoinName();
  const fmt = useGamesFormat();
  useRequireSignIn();
  const balances = useBalances();
  const coins = [...(balances.data?.coins ?? [])].sort(
    (a, b) => Number(b.coin === DEFAULT_COIN_TYPE) - Number(a.coin === DEFAULT_COIN_TYPE),
  );

  return (
    <main className="min-h-dvh bg-page">
      <ScreenHeader
        title={t('money_title')}
        backHref={area === 'inbet' ? inbetPath(locale) : winPath(locale)}
        backLabel={t('back')}
      />
      <div className="mx-auto flex max-w-md flex-col gap-5 px-gutter pt-1 pb-12">
        <section aria-labelledby="games-balances" aria-busy={balances.isPending}>
          <h2 id="games-balances" className="mb-2 text-headline text-ink">
            {t('balances_title')}
          </h2>
          {balances.isError && !balances.data ? (
            <ListError error={balances.error} onRetry={() => void balances.refetch()} />
          ) : (
            <ul className="divide-y divide-line rounded-card ring-1 ring-line" data-testid="money-balances">
              {balances.data
                ? coins.map((c) => (
                    <li key={c.coin} className="flex items-center gap-3 px-4 py-3" data-testid={`money-coin-${c.coin}`}>
                      <CoinLogo coin={c.coin} className="size-9" />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-semibold text-ink">{coinName(c.coin)}</span>
                        {coinName(c.coin) !== c.coin && (
                          <span className="block text-caption text-subtle">{c.coin}</span>
                        )}
                      </span>
                      <span className="truncate font-semibold text-ink tabular-nums">
                        {fmt.balance(String(c.money_all))}
                      </span>
                    </li>
                  ))
                : [0, 1, 2, 3].map((i) => (
                    <li key={i} aria-hidden="true" className="flex items-center gap-3 px-4 py-3">
                      <span className="size-9 animate-pulse rounded-full bg-surface" />
                      <span className="h-4 flex-1 animate-pulse rounded bg-surface" />
                    </li>
                  ))}
            </ul>
          )}
        </section>
        {payments}
      </div>
    </main>
  );
}
