'use client';

import type { CoinName } from '@app/shared/wallet/coins';
import { useTranslations } from 'next-intl';
import { BuySellButtons } from '@/components/BuySellButtons';
import { useCoinName } from '@/lib/coins/use-coin-name';
import { openStockDrawer, type StockCoin } from '@/shell/overlays/stock-store';

/** Buy and Sell of one coin: they open its drawer with the balance of the coin paid as guidance. */
export function StockTradeButtons({
  coin,
  balances,
}: {
  coin: StockCoin;
  balances: Partial<Record<CoinName, string>>;
}) {
  const t = useTranslations('stock');
  const name = useCoinName()(coin);
  return (
    <BuySellButtons
      labels={{
        buy: t('buy'),
        sell: t('sell'),
        buyName: t('buy_coin', { coin: name }),
        sellName: t('sell_coin', { coin: name }),
      }}
      onPick={(side) => openStockDrawer(side, coin, balances)}
    />
  );
}
