import { compareDecimals } from '@app/shared';
import { type AmountProblem, amountProblem } from './fiat-amount';
import { addDecimals, type FeeRule, feeOf, fiatToCoinCeil } from './money-math';

/**
 * The withdraw form's arithmetic and checks (issue 14): the fee, what leaves the balance, and why an
 * amount cannot go, in the order a player would fix them. The server checks all of it again: this is
 * only so the player knows before pressing.
 */

/** Today's limits and use (withdraw_quantity). */
export interface DailyQuantity {
  daily_count: number;
  used_count: number;
  left_count: number;
  daily_amount: string;
  used_amount: string;
  left_amount: string;
  review_above: string;
}

export interface WithdrawQuote {
  /** In the market currency, rounded up to its decimals. */
  fee: string;
  /** amount + fee, in the market currency. */
  total: string;
  /** What the withdrawal holds of the balance, in the coin (rounded up). */
  coin: string;
}

/** The fee and the totals of an amount at a channel's withdraw rule and the market's rate. */
export function withdrawQuote(
  amount: string,
  rule: FeeRule,
  rate: string,
  currencyDecimals: number,
): WithdrawQuote | null {
  const fee = feeOf(amount, rule, currencyDecimals);
  const total = fee === null ? null : addDecimals(amount, fee);
  const coin = total === null ? null : fiatToCoinCeil(total, rate);
  return fee !== null && total !== null && coin !== null ? { fee, total, coin } : null;
}

export type WithdrawProblem = AmountProblem | 'no_count_left' | 'above_left_amount' | 'balance';

/**
 * Why this withdrawal cannot go, or null: the amount itself (not a number, zero, outside the channel's
 * limits), then today's limits (count, amount left), then the balance against what would be held.
 */
export function withdrawProblem(input: {
  amount: string | null;
  limits: { min: string; max: string };
  quantity: DailyQuantity | undefined;
  quote: WithdrawQuote | null;
  balance: string | undefined;
}): WithdrawProblem | null {
  const own = amountProblem(input.amount, input.limits);
  if (own) return own;
  const q = input.quantity;
  if (q && q.left_count <= 0) return 'no_count_left';
  if (q && input.amount !== null && compareDecimals(input.amount, q.left_amount) > 0) return 'above_left_amount';
  if (input.quote && input.balance !== undefined && compareDecimals(input.quote.coin, input.balance) > 0)
    return 'balance';
  return null;
}

/** Above the operator's threshold the withdrawal waits for a review before it is paid out. */
export function needsReview(amount: string | null, reviewAbove: string | undefined): boolean {
  return amount !== null && reviewAbove !== undefined && compareDecimals(amount, reviewAbove) > 0;
}

/** One of today's limits as a meter: used, left and the used share in whole percent (0-100). */
export interface LimitMeter {
  used: string;
  left: string;
  total: string;
  percent: number;
}

function meter(used: string, left: string, total: string): LimitMeter {
  const t = Number(total);
  const u = Number(used);
  // A percentage for a bar only: floats are fine here (no money is computed from it).
  const percent = t > 0 ? Math.min(100, Math.max(0, Math.floor((u / t) * 100))) : 100;
  return { used, left, total, percent };
}

/** Today's count and amount meters of withdraw_quantity. */
export function dailyMeters(q: DailyQuantity): { count: LimitMeter; amount: LimitMeter } {
  return {
    count: meter(String(q.used_count), String(Math.max(0, q.left_count)), String(q.daily_count)),
    amount: meter(q.used_amount, q.left_amount, q.daily_amount),
  };
}
