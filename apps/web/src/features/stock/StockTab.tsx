'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CoinLogo } from '@/components/CoinLogo';
import { InlineRetry } from '@/components/InlineRetry';
import { InfoIcon } from '@/components/icons';
import { RowsSkeleton } from '@/components/RowsSkeleton';
import { useCoinName } from '@/lib/coins/use-coin-name';
import { useMoneyFormat } from '@/lib/money/use-money-format';
import { useCommonStore } from '@/shell/overlays/common-store';
import type { StockCoin } from '@/shell/overlays/stock-store';
import { useSignedInUserId } from '@/shell/session/user-store';
import { StockTradeButtons } from './StockTradeButtons';
import { type StockPrice, useStockBalances, useStockPrices } from './stock-queries';
import { STOCK_BASE } from './stock-rules';

/** The explanation dialog type of each stock coin (spec 2.5: kther, contribute, happy). */
const EXPLANATION = { KTHER: 'kther', KC: 'contribute', HAPPY: 'happy' } as const;

/**
 * The market's `stock` tab (self-contained: the market page mounts it): each platform coin with its
 * market price in the base coin, the player's balance, and its buy and sell drawers. The platform keeps
 * no price history, so no chart and no 24 h change are shown (docs/market-stock.md).
 */
export function StockTab() {
  const t = useTranslations('stock');
  const locale = useLocale();
  const prices = useStockPrices();
  let body: React.ReactNode;
  if (prices.isPending) body = <RowsSkeleton rows={3} rowClassName="py-5" />;
  else if (prices.isError || !prices.data)
    body = <InlineRetry message={t('prices_error')} onRetry={() => void prices.refetch()} />;
  else if (prices.data.length === 0)
    body = <p className="px-1 py-6 text-center text-sm text-neutral-500">{t('empty')}</p>;
  else
    body = (
      <ul className="divide-y divide-neutral-100 rounded-3xl bg-white ring-1 ring-neutral-100">
        {prices.data.map((p) => (
          <StockRow key={p.coin} price={p} />
        ))}
      </ul>
    );
  const feeBps = prices.data?.[0]?.feeBps;
  return (
    <section aria-labelledby="stock-tab-title" className="flex flex-col gap-3" data-testid="stock-tab">
      <header className="px-1">
        <h2 id="stock-tab-title" className="text-lg font-bold text-neutral-900">
          {t('tab_title')}
        </h2>
        <p className="text-sm text-neutral-500">
          {feeBps === undefined
            ? t('tab_lead', { base: STOCK_BASE })
            : t('tab_lead_fee', { base: STOCK_BASE, fee: new Intl.NumberFormat(locale).format(feeBps / 100) })}
        </p>
      </header>
      {body}
    </section>
  );
}

function StockRow({ price }: { price: StockPrice }) {
  const t = useTranslations('stock');
  const coinName = useCoinName();
  const fmt = useMoneyFormat();
  const signedIn = useSignedInUserId() > 0;
  const { info, balances } = useStockBalances();
  const coin: StockCoin = price.coin;
  const held = balances[coin];
  return (
    <li data-testid={`stock-${coin}`} className="flex flex-col gap-3 px-4 py-3.5">
      <div className="flex items-center gap-3">
        <CoinLogo coin={coin} />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-1.5">
            <span className="truncate font-semibold text-neutral-900">{coinName(coin)}</span>
            <button
              type="button"
              aria-label={t('what_is', { coin: coinName(coin) })}
              onClick={() => useCommonStore.getState().show('explanation', { type: EXPLANATION[coin] })}
              className="-m-1.5 flex size-7 items-center justify-center rounded-full text-neutral-400 hover:text-neutral-700"
            >
              <InfoIcon />
            </button>
          </div>
          <p className="truncate text-xs text-neutral-400 tabular-nums">
            {signedIn && info.isError
              ? t('balance_error')
              : held !== undefined && t('holding', { amount: fmt.balance(held) })}
          </p>
        </div>
        <p data-testid="stock-price" className="text-right text-sm font-semibold text-neutral-900 tabular-nums">
          {price.price === null ? t('price_unknown') : t('price', { price: fmt.exact(price.price), base: STOCK_BASE })}
        </p>
      </div>
      <StockTradeButtons coin={coin} balances={balances} />
    </li>
  );
}
