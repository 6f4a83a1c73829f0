'use client';

import type { CoinName } from '@app/shared/wallet/coins';
import { useMemo } from 'react';
import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useQuery } from '@/lib/query/use-query';
import { STOCK_COINS } from '@/shell/overlays/stock-store';
import { useSignedInUserId } from '@/shell/session/user-store';
import { marketPrice, STOCK_BASE } from './stock-rules';

// The contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const balanceContracts = () => import('@app/shared/wallet/balance-contracts');
export const swapContract = async () => (await import('@app/shared/wallet/money-contracts')).offchainSwap;

/*
 * The stock area reads the wallet's own answers under the wallet's query keys (['wallet', userId, ...]),
 * so a trade here refreshes the wallet screen and the other way round.
 */

/** get_wallet_info: the player's balance of each coin (decimal strings). */
export function useStockBalances() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const info = useQuery({
    queryKey: ['wallet', userId, 'info'],
    queryFn: async ({ signal }) => api.call((await balanceContracts()).getWalletInfo, { str_amount: true }, { signal }),
    enabled: userId > 0,
  });
  const balances = useMemo(
    () => Object.fromEntries((info.data?.coins ?? []).map((c) => [c.coin, String(c.money_all)])),
    [info.data],
  ) as Partial<Record<CoinName, string>>;
  return { info, balances };
}

export interface StockPrice {
  coin: (typeof STOCK_COINS)[number];
  /** Base coin per one coin, before the swap fee; null when the price is unknown. */
  price: string | null;
  feeBps: number;
}

/**
 * The market price of each platform coin against the base coin: the swap engine's prices (get_token_info
 * of the three coins and of the base coin). The platform keeps no price history, so there is no chart.
 */
export function useStockPrices() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['wallet', 'stock-prices'],
    queryFn: async ({ signal }): Promise<StockPrice[]> => {
      const { getTokenInfo } = await balanceContracts();
      const [base, ...coins] = await Promise.all(
        [STOCK_BASE, ...STOCK_COINS].map((coin) => api.call(getTokenInfo, { coin }, { signal })),
      );
      return coins.map((c) => ({
        coin: c.coin as StockPrice['coin'],
        price: base ? marketPrice(c.usdt_price, base.usdt_price) : null,
        feeBps: c.swap_fee_bps,
      }));
    },
  });
}

/** After a trade: balances, history and prices are stale. */
export function refreshAfterTrade(userId: number): Promise<void> {
  return invalidateQueries(['wallet', userId]);
}
