import { formatUnits } from '@app/shared';

/**
 * Exact arithmetic on the decimal strings of the payment calls (fiat amounts, fees, the FX rate, coin
 * amounts). A float would turn 0.29 into 0.28999…: here every value is a fraction of bigints, and a
 * result is rounded once, in the direction the rule asks for.
 */

/** value = n / d, d a positive power of ten (or a product of them). */
export interface Fraction {
  n: bigint;
  d: bigint;
}

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** "12.50" -> 1250/100; null for anything but a plain non-negative decimal. */
export function fractionOf(value: string): Fraction | null {
  const match = PLAIN_DECIMAL.exec(value.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { n: BigInt(`${match[1]}${fraction}`), d: 10n ** BigInt(fraction.length) };
}

export const addFractions = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });

/** a / b; null when b is zero. */
export function divideFractions(a: Fraction, b: Fraction): Fraction | null {
  return b.n === 0n ? null : { n: a.n * b.d, d: a.d * b.n };
}

/** The fraction in units of 10^-decimals, rounded down (toward zero: values are never negative here). */
export function floorUnits(f: Fraction, decimals: number): bigint {
  return (f.n * 10n ** BigInt(decimals)) / f.d;
}

/** The fraction in units of 10^-decimals, rounded up. */
export function ceilUnits(f: Fraction, decimals: number): bigint {
  const scaled = f.n * 10n ** BigInt(decimals);
  return (scaled + f.d - 1n) / f.d;
}

/** The wallet coin's decimals (WH: 2, order-contracts.ts). */
export const COIN_DECIMALS = 2;

/**
 * What a recharge of `amount` (market currency) credits at `rate` (currency units per coin): amount /
 * rate, rounded down to the coin's decimals (the player is never shown more than the server credits).
 * Null when either is not a decimal or the rate is zero.
 */
export function fiatToCoin(amount: string, rate: string, decimals = COIN_DECIMALS): string | null {
  const a = fractionOf(amount);
  const r = fractionOf(rate);
  const q = a && r ? divideFractions(a, r) : null;
  return q ? formatUnits(floorUnits(q, decimals), decimals) : null;
}

/**
 * The coin a withdrawal holds for `amount` plus `fee` (market currency): (amount + fee) / rate, rounded
 * up to the coin's decimals, so the player is never told less leaves the balance than may.
 */
export function fiatToCoinCeil(amount: string, rate: string, decimals = COIN_DECIMALS): string | null {
  const a = fractionOf(amount);
  const r = fractionOf(rate);
  const q = a && r ? divideFractions(a, r) : null;
  return q ? formatUnits(ceilUnits(q, decimals), decimals) : null;
}

/** a + b of two decimal strings, exact; null when either is not a decimal. */
export function addDecimals(a: string, b: string): string | null {
  const x = fractionOf(a);
  const y = fractionOf(b);
  if (!x || !y) return null;
  const sum = addFractions(x, y);
  // The sum of two decimals has at most as many decimals as the longer of the two.
  const decimals = Math.max(decimalsOf(a), decimalsOf(b));
  return formatUnits(floorUnits(sum, decimals), decimals);
}

const decimalsOf = (value: string) => value.trim().split('.')[1]?.length ?? 0;

/** A channel's fee rule in one direction (order-contracts ZChannelLimits). */
export interface FeeRule {
  fee_percent: string;
  fee_fixed: string;
}

/**
 * The fee of an amount: fee_fixed + amount × fee_percent / 100, rounded up to the currency's decimals
 * (an aggregator never charges a fraction of a dong; rounding up never promises less than is taken).
 */
export function feeOf(amount: string, rule: FeeRule, currencyDecimals: number): string | null {
  const a = fractionOf(amount);
  const percent = fractionOf(rule.fee_percent);
  const fixed = fractionOf(rule.fee_fixed);
  if (!a || !percent || !fixed) return null;
  const part = { n: a.n * percent.n, d: a.d * percent.d * 100n };
  return formatUnits(ceilUnits(addFractions(fixed, part), currencyDecimals), currencyDecimals);
}

/** What `coin` is worth in the market currency at `rate`: coin × rate, rounded down to the currency's decimals. */
export function coinToFiat(coin: string, rate: string, currencyDecimals: number): string | null {
  const c = fractionOf(coin);
  const r = fractionOf(rate);
  if (!c || !r) return null;
  return formatUnits(floorUnits({ n: c.n * r.n, d: c.d * r.d }, currencyDecimals), currencyDecimals);
}
