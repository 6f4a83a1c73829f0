import { formatUnits, parseUnits } from '@app/shared';
import type { CoinName } from '@app/shared/wallet/coins';
import { type AmountCheck, toUnits } from '@/lib/money/amount';
import { payCoinOf, STOCK_BASE, type StockCoin, type StockSide } from '@/shell/overlays/stock-store';

export { payCoinOf, STOCK_BASE };

/**
 * The stock drawers' rules (docs/market-stock.md): a buy or a sell is one swap of the wallet's swap engine
 * between the platform coin and the base coin, at the market price, with the swap's fee.
 */

/** What the swap pays and receives: a buy pays the base coin, a sell pays the coin itself. */
export function tradeOf(side: StockSide, coin: StockCoin): { from: CoinName; to: CoinName } {
  const from = payCoinOf(side, coin);
  return { from, to: from === STOCK_BASE ? coin : STOCK_BASE };
}

const PRICE_DECIMALS = 12;

/**
 * The market price of one `coin` in the base coin, from both coins' USDT prices (get_token_info,
 * decimals strings): the rate the swap engine quotes before its fee. null when a price is missing or 0.
 */
export function marketPrice(coinUsdtPrice: string, baseUsdtPrice: string): string | null {
  try {
    const coin = parseUnits(coinUsdtPrice, PRICE_DECIMALS);
    const base = parseUnits(baseUsdtPrice, PRICE_DECIMALS);
    if (coin <= 0n || base <= 0n) return null;
    return formatUnits((coin * 10n ** BigInt(PRICE_DECIMALS)) / base, PRICE_DECIMALS);
  } catch {
    return null;
  }
}

/** What the confirmation and the result show of a swap answer, in the drawer's words. */
export interface TradeLines {
  /** The coin and amount paid in total (the fee is taken from it). */
  pay: { amount: string; coin: string };
  fee: { amount: string; coin: string };
  receive: { amount: string; coin: string };
}

export function tradeLines(q: {
  from_coin: string;
  to_coin: string;
  amount_in: string;
  fee: string;
  amount_out: string;
}): TradeLines {
  return {
    pay: { amount: q.amount_in, coin: q.from_coin },
    fee: { amount: q.fee, coin: q.from_coin },
    receive: { amount: q.amount_out, coin: q.to_coin },
  };
}

/**
 * Spec 8.1 before sending: true when the amount exceeds the drawer's guidance balance (the balance-lack
 * dialog opens and nothing is sent). An unknown balance ('') lets the server decide (1014).
 */
export function lacksGuideBalance(units: bigint, guideBalance: string, decimals: number): boolean {
  return guideBalance !== '' && units > toUnits(guideBalance, decimals);
}

export type AmountProblem = 'amount_invalid' | 'amount_decimals' | 'amount_zero' | 'amount_too_small';

/**
 * What is wrong with the typed amount, as a message key, or null (nothing typed yet, or fine). The swap
 * engine refuses an amount whose fee eats it or that buys nothing with 1001 on `amount` (its quote).
 */
export function amountProblem(check: AmountCheck, quoteErrorCode: number | null): AmountProblem | null {
  if (!check.ok) {
    if (check.reason === 'empty') return null;
    if (check.reason === 'decimals') return 'amount_decimals';
    return check.reason === 'zero' ? 'amount_zero' : 'amount_invalid';
  }
  return quoteErrorCode === 1001 ? 'amount_too_small' : null;
}
