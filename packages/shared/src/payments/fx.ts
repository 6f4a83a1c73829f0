import { parseUnits } from '../core/units';

/**
 * Fiat <-> coin at the operator's FX rate (issue 14), in integers only: fiat in the currency's minor
 * units, coins in their base units, the rate ("units of the currency per 1 coin") scaled by 1e8.
 * Both the API (orders) and the screens (the live preview) use these, so they always agree.
 */

export const RATE_DECIMALS = 8;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
const pow10 = (n: number) => 10n ** BigInt(n);

/** "250" -> 25_000_000_000n; throws RangeError for a rate that is not a positive decimal with at most 8 decimals. */
export function rateE8(rate: string): bigint {
  const scaled = parseUnits(rate, RATE_DECIMALS);
  if (scaled <= 0n) throw new RangeError('must be greater than 0');
  return scaled;
}

export interface FxUnits {
  /** Decimals of the currency's minor unit (VND 0, BRL 2). */
  currencyDecimals: number;
  /** Decimals of the coin's base unit (WH 2). */
  coinDecimals: number;
  rateE8: bigint;
}

function divide(numerator: bigint, denominator: bigint, rounding: 'down' | 'up'): bigint {
  const quotient = numerator / denominator;
  return rounding === 'up' && quotient * denominator !== numerator ? quotient + 1n : quotient;
}

/**
 * Fiat minor units -> coin base units. A recharge rounds down (the player is never credited more than
 * paid); a withdrawal's hold rounds up (the player never receives more than the coins that left).
 */
export function coinForFiat(fiatMinor: bigint, fx: FxUnits, rounding: 'down' | 'up'): bigint {
  return divide(fiatMinor * pow10(fx.coinDecimals) * RATE_SCALE, fx.rateE8 * pow10(fx.currencyDecimals), rounding);
}

/** Coin base units -> fiat minor units, rounded down (what a balance is worth, shown to the player). */
export function fiatForCoin(coinUnits: bigint, fx: FxUnits): bigint {
  return divide(coinUnits * fx.rateE8 * pow10(fx.currencyDecimals), pow10(fx.coinDecimals) * RATE_SCALE, 'down');
}

/**
 * A channel's fee on an amount, in minor units: fixed + amount x percent / 100, rounded up to the
 * currency's minor unit (a fee is never under what the channel states). `percent` is a decimal string
 * with at most 4 decimals ("1.5").
 */
export function feeFor(amountMinor: bigint, percent: string, fixedMinor: bigint): bigint {
  const percentE4 = parseUnits(percent, 4);
  return fixedMinor + divide(amountMinor * percentE4, 100n * 10_000n, 'up');
}
