'use client';

import type { ZCoinBalance } from '@app/shared/wallet/balance-contracts';
import { DEFAULT_COIN_TYPE } from '@app/shared/wallet/coins';
import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import { BuySellButtons } from '@/components/BuySellButtons';
import { CoinLogo } from '@/components/CoinLogo';
import { ReceiveIcon, SendIcon, SwapIcon } from '@/components/icons';
import { PrefetchLaterLink } from '@/components/PrefetchLaterLink';
import { RowsSkeleton } from '@/components/RowsSkeleton';
import { useCoinName } from '@/lib/coins/use-coin-name';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { isStockCoin, openStockDrawer } from '@/shell/overlays/stock-store';
import { ExplainButton, type ExplanationType } from './ExplanationDialog';
import { MyUserId } from './MyUserId';

export type CoinBalance = z.infer<typeof ZCoinBalance>;

/** The default coin first, then the API's order. */
export function orderCoins(coins: readonly CoinBalance[]): CoinBalance[] {
  return [...coins].sort((a, b) => Number(b.coin === DEFAULT_COIN_TYPE) - Number(a.coin === DEFAULT_COIN_TYPE));
}

const ACTION =
  'flex h-16 min-w-0 flex-col items-center justify-center gap-1 rounded-2xl px-1 text-[13px] leading-tight font-semibold';

/** The total in USDT, my user id (to copy) and the three actions: receive, transfer, exchange. */
export function TotalCard({
  total,
  userId,
  onExplain,
}: {
  total: string | null;
  /** 0 while unknown: the id chip waits. */
  userId: number;
  onExplain: (type: ExplanationType) => void;
}) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  const fmt = useMoneyFormat();
  return (
    <section
      aria-labelledby="wallet-total-label"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-[#1a2c5c] via-[#0b1633] to-[#01050E] p-5 text-white shadow-lg shadow-neutral-900/20"
    >
      <div className="relative flex items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-1.5 text-sm text-white/70">
          <span id="wallet-total-label" className="truncate">
            {t('total_assets')}
          </span>
          <ExplainButton tone="light" label={t('assets_info')} onClick={() => onExplain('assets')} />
        </div>
        {userId > 0 && <MyUserId userId={userId} />}
      </div>
      <p className={`relative mt-2 flex gap-2 ${total === null ? 'items-center' : 'items-baseline'}`}>
        {total === null ? (
          <span aria-hidden="true" className="h-10 w-40 animate-pulse rounded-xl bg-white/10" />
        ) : (
          <span data-testid="wallet-total" className="text-[34px] leading-10 font-bold tracking-tight tabular-nums">
            {fmt.usdt(total)}
          </span>
        )}
        <span className="text-sm font-semibold text-white/60">USDT</span>
      </p>
      <div className="relative mt-5 grid grid-cols-3 gap-2">
        <PrefetchLaterLink
          href={`/${locale}/wallet/receive`}
          className={`${ACTION} bg-white/12 ring-1 ring-white/15 hover:bg-white/20`}
        >
          <ReceiveIcon />
          <span className="max-w-full truncate">{t('receive_action')}</span>
        </PrefetchLaterLink>
        <PrefetchLaterLink
          href={`/${locale}/wallet/transfer`}
          className={`${ACTION} bg-white/12 ring-1 ring-white/15 hover:bg-white/20`}
        >
          <SendIcon />
          <span className="max-w-full truncate">{t('transfer')}</span>
        </PrefetchLaterLink>
        <PrefetchLaterLink
          href={`/${locale}/wallet/exchange`}
          className={`${ACTION} bg-amber-400 text-neutral-950 hover:bg-amber-300`}
        >
          <SwapIcon />
          <span className="max-w-full truncate">{t('exchange')}</span>
        </PrefetchLaterLink>
      </div>
    </section>
  );
}

/**
 * Spec 3 balance rows: logo, name (with its explanation), amount and USDT value; the platform coins
 * (KTHER, KC, HAPPY) also get Buy and Sell, which open the stock drawers (spec 2.5) through the shell's
 * stock store.
 */
export function CoinList({ coins, onExplain }: { coins: CoinBalance[]; onExplain: (type: ExplanationType) => void }) {
  const t = useTranslations('wallet');
  const ts = useTranslations('stock');
  const fmt = useMoneyFormat();
  const coinName = useCoinName();
  const balances = Object.fromEntries(coins.map((c) => [c.coin, String(c.money_all)]));
  return (
    <ul className="divide-y divide-neutral-100 rounded-3xl bg-white ring-1 ring-neutral-100">
      {orderCoins(coins).map((c) => (
        <li key={c.coin} data-testid={`coin-${c.coin}`} className="px-4 py-3.5">
          <div className="flex items-center gap-3">
            <CoinLogo coin={c.coin} />
            <div className="min-w-0 flex-1">
              <div className="flex items-center gap-1.5">
                <span className="truncate font-semibold text-neutral-900">{coinName(c.coin)}</span>
                <ExplainButton
                  label={t('what_is', { name: coinName(c.coin) })}
                  onClick={() => onExplain(c.explanation as ExplanationType)}
                />
              </div>
              <p className="truncate text-xs text-neutral-400 tabular-nums">
                {t('unit_price', { price: fmt.exact(c.usdt_price) })}
              </p>
            </div>
            <div className="min-w-0 text-right">
              <p data-testid="coin-amount" className="truncate font-semibold text-neutral-900 tabular-nums">
                {fmt.balance(String(c.money_all))}
              </p>
              <p className="truncate text-xs text-neutral-400 tabular-nums">
                {t('usdt_value', { amount: fmt.usdt(String(c.usdt_money_all)) })}
              </p>
            </div>
          </div>
          {isStockCoin(c.coin) && (
            <BuySellButtons
              className="mt-3 pl-13"
              labels={{
                buy: ts('buy'),
                sell: ts('sell'),
                buyName: ts('buy_coin', { coin: coinName(c.coin) }),
                sellName: ts('sell_coin', { coin: coinName(c.coin) }),
              }}
              onPick={(side) => isStockCoin(c.coin) && openStockDrawer(side, c.coin, balances)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

export function CoinListSkeleton() {
  return <RowsSkeleton rows={6} />;
}
