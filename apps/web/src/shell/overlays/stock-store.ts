import type { CoinName } from '@app/shared/wallet/coins';
import { create } from 'zustand';

/** The platform coins the stock drawers trade (spec 3 coin constants: kther, contribute, happy). */
export const STOCK_COINS = ['KTHER', 'KC', 'HAPPY'] as const;
export type StockCoin = (typeof STOCK_COINS)[number];
export type StockSide = 'buy' | 'sell';

/**
 * Spec 3 "Stock state: id, guideBalance" and spec 2.5 "Stock drawers: buy and sell". `id` is the coin
 * traded, `guideBalance` the balance the drawer shows as guidance when it opens (the coin paid: the base
 * coin on a buy, the coin itself on a sell), `side` and `shown` the drawer. It lives in the shell because the
 * drawers open from more than one product area (the wallet's coin rows, the market's stock tab); the
 * stock area (features/stock) renders them.
 */
export interface StockState {
  id: StockCoin | null;
  guideBalance: string;
  /** The drawer: kept after close so the closing sheet keeps its title. */
  side: StockSide;
  shown: boolean;
  /** Opens the drawer of `side` for `id`; `guideBalance` is '' while the balance is unknown. */
  open(side: StockSide, id: StockCoin, guideBalance: string): void;
  /** The live balance changed (a trade, a refetch) while the drawer is open. */
  setGuideBalance(guideBalance: string): void;
  close(): void;
}

/** The coin prices are quoted in and trades settle in (docs/market-stock.md). */
export const STOCK_BASE: CoinName = 'KUSDT';

/**
 * The coin a drawer pays, whose balance is its guidance (spec 3 guideBalance): a buy pays the base
 * coin, a sell the coin itself.
 */
export function payCoinOf(side: StockSide, coin: StockCoin): CoinName {
  return side === 'buy' ? STOCK_BASE : coin;
}

/** Opens a drawer with the balance of the coin it pays (from `balances`, '' while unknown) as guidance. */
export function openStockDrawer(side: StockSide, coin: StockCoin, balances: Partial<Record<CoinName, string>>) {
  useStockStore.getState().open(side, coin, balances[payCoinOf(side, coin)] ?? '');
}

export function isStockCoin(coin: string): coin is StockCoin {
  return (STOCK_COINS as readonly string[]).includes(coin);
}

export const useStockStore = create<StockState>()((set, get) => ({
  id: null,
  guideBalance: '',
  side: 'buy',
  shown: false,
  open: (side, id, guideBalance) => set({ side, id, guideBalance, shown: true }),
  setGuideBalance: (guideBalance) => {
    if (get().shown && get().guideBalance !== guideBalance) set({ guideBalance });
  },
  close: () => set({ shown: false }),
}));
