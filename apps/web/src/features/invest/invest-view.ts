import { formatUnits, parseUnits } from '@app/shared';
import { formatExactAmount } from '@app/shared/core/number-format';
import type { InvestProduct } from '@app/shared/invest/invest-contracts';
import { investReturn, maturityOf } from '@app/shared/invest/invest-rules';
import { ApiCallError } from '@/lib/api/api-error';

/** A product's amounts for its texts, with the locale's separators ("100000" -> "100,000" in en-US). */
export function productAmounts(product: InvestProduct, locale: string) {
  return {
    min: formatExactAmount(product.min_amount, locale),
    max: formatExactAmount(product.max_amount, locale),
    left: formatExactAmount(product.remaining, locale),
    cap: formatExactAmount(product.cap, locale),
    coin: product.coin,
  };
}

export type AmountProblem = 'amount_invalid' | 'amount_below_min' | 'amount_above_max' | 'amount_above_left';

export interface SubscribeSummary {
  principal: string;
  ret: string;
  total: string;
  maturesAt: number;
}

/**
 * What the drawer shows before a subscription: the API's own rule (@app/shared/invest/invest-rules), so
 * the summary and what is paid are the same to the base unit. Maturity counts from `now` (the server
 * counts from its own clock when it receives the call, a few seconds later at most).
 */
export function subscribeSummary(
  product: InvestProduct,
  amountText: string,
  decimals: number,
  now: number,
): { summary: SubscribeSummary } | { problem: AmountProblem } {
  let principal: bigint;
  try {
    principal = parseUnits(amountText.trim(), decimals);
  } catch {
    return { problem: 'amount_invalid' };
  }
  if (principal <= 0n) return { problem: 'amount_invalid' };
  const units = (text: string) => parseUnits(text, decimals);
  if (principal < units(product.min_amount)) return { problem: 'amount_below_min' };
  if (principal > units(product.max_amount)) return { problem: 'amount_above_max' };
  if (principal > units(product.remaining)) return { problem: 'amount_above_left' };
  const ret = investReturn(principal, {
    returnKind: product.return_kind,
    rateBps: product.rate_bps,
    termDays: product.term_days,
  });
  return {
    summary: {
      principal: formatUnits(principal, decimals),
      ret: formatUnits(ret, decimals),
      total: formatUnits(principal + ret, decimals),
      maturesAt: maturityOf(now, product.term_days),
    },
  };
}

/** Whether a product can still take its minimum. */
export function soldOut(product: InvestProduct, decimals: number): boolean {
  return parseUnits(product.remaining, decimals) < parseUnits(product.min_amount, decimals);
}

/** Days, hours and minutes until `at` (rounded up to the minute; zeros once it is due). */
export function countdown(at: number, now: number): { due: boolean; days: number; hours: number; minutes: number } {
  const minutesLeft = Math.max(0, Math.ceil((at - now) / 60_000));
  return {
    due: at <= now,
    days: Math.floor(minutesLeft / 1440),
    hours: Math.floor((minutesLeft % 1440) / 60),
    minutes: minutesLeft % 60,
  };
}

/** A date and time in UTC, in the reader's language (docs/invest.md: maturity is shown in UTC). */
export function utcDateTime(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(ms);
}

/** The invest body codes (1200-1205) a screen words itself; other failures go to the app's error text. */
const OWN_CODES = new Set([1200, 1201, 1202, 1203, 1204, 1205]);

export function investFailure(error: unknown): { code: number; data: Record<string, string> } | null {
  if (!(error instanceof ApiCallError) || error.kind !== 'business' || error.code === undefined) return null;
  if (!OWN_CODES.has(error.code)) return null;
  const data = (error.details.data ?? {}) as Record<string, string>;
  return { code: error.code, data };
}
