import { formatUnits, parseUnits } from '@app/shared';
import { coinForFiat, feeFor, fiatForCoin, rateE8 } from '@app/shared/payments/fx';

/**
 * The payment screens' arithmetic on the decimal strings of the payment calls, over the same integer
 * rules the API's orders use (@app/shared/payments/fx): the preview is what the server will do, to the
 * last unit. Every helper answers null for input that is not a plain non-negative decimal.
 */

/** The wallet coin's decimals (WH: 2, order-contracts.ts). */
export const COIN_DECIMALS = 2;

const PLAIN_DECIMAL = /^\d+(?:\.\d+)?$/;
const decimalsOf = (value: string) => value.trim().split('.')[1]?.length ?? 0;

/** "12.50" with its own decimals -> 1250n; null when it is not a plain decimal. */
function unitsOf(value: string, decimals = decimalsOf(value)): bigint | null {
  const text = value.trim();
  if (!PLAIN_DECIMAL.test(text)) return null;
  try {
    return parseUnits(text, decimals);
  } catch {
    return null;
  }
}

function rateOf(rate: string): bigint | null {
  try {
    return rateE8(rate.trim());
  } catch {
    return null;
  }
}

/** amount / rate in the coin, rounded `rounding`; null when either is not a decimal or the rate is 0. */
function toCoin(amount: string, rate: string, decimals: number, rounding: 'down' | 'up'): string | null {
  const fiat = unitsOf(amount);
  const scaled = rateOf(rate);
  if (fiat === null || scaled === null) return null;
  const fx = { currencyDecimals: decimalsOf(amount), coinDecimals: decimals, rateE8: scaled };
  return formatUnits(coinForFiat(fiat, fx, rounding), decimals);
}

/** What a recharge of `amount` (market currency) credits at `rate`: rounded down, as the API credits. */
export const fiatToCoin = (amount: string, rate: string, decimals = COIN_DECIMALS) =>
  toCoin(amount, rate, decimals, 'down');

/** The coin a withdrawal holds for `amount` (amount + fee): rounded up, as the API holds. */
export const fiatToCoinCeil = (amount: string, rate: string, decimals = COIN_DECIMALS) =>
  toCoin(amount, rate, decimals, 'up');

/** a + b of two decimal strings, exact; null when either is not a decimal. */
export function addDecimals(a: string, b: string): string | null {
  const decimals = Math.max(decimalsOf(a), decimalsOf(b));
  const x = unitsOf(a, decimals);
  const y = unitsOf(b, decimals);
  return x === null || y === null ? null : formatUnits(x + y, decimals);
}

/** a - b of two decimal strings, exact (never below 0); null when either is not a decimal. */
export function subtractDecimals(a: string, b: string): string | null {
  const decimals = Math.max(decimalsOf(a), decimalsOf(b));
  const x = unitsOf(a, decimals);
  const y = unitsOf(b, decimals);
  return x === null || y === null ? null : formatUnits(x > y ? x - y : 0n, decimals);
}

/** A channel's fee rule in one direction (order-contracts ZChannelLimits). */
export interface FeeRule {
  fee_percent: string;
  fee_fixed: string;
}

/** The fee of an amount: fee_fixed + amount × fee_percent / 100, rounded up to the currency's decimals. */
export function feeOf(amount: string, rule: FeeRule, currencyDecimals: number): string | null {
  const minor = unitsOf(amount, currencyDecimals);
  const fixed = unitsOf(rule.fee_fixed, currencyDecimals);
  if (minor === null || fixed === null) return null;
  try {
    return formatUnits(feeFor(minor, rule.fee_percent, fixed), currencyDecimals);
  } catch {
    return null;
  }
}

/** What `coin` is worth in the market currency at `rate`: rounded down to the currency's decimals. */
export function coinToFiat(coin: string, rate: string, currencyDecimals: number): string | null {
  const units = unitsOf(coin, COIN_DECIMALS);
  const scaled = rateOf(rate);
  if (units === null || scaled === null) return null;
  const fx = { currencyDecimals, coinDecimals: COIN_DECIMALS, rateE8: scaled };
  return formatUnits(fiatForCoin(units, fx), currencyDecimals);
}
