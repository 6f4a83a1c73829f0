import { formatUnits, pow10 } from '@app/shared';
import { PRICE_SCALE_DECIMALS, USDT_DECIMALS } from '@app/shared/wallet/coins';

/** Prices are USDT per one whole coin times 1e12 (coin.usdt_price_e12). */
export interface Priced {
  decimals: number;
  priceE12: bigint;
}

const RATE_DECIMALS = 18;

/** USDT value of `units` of a coin, in USDT base units (6 decimals), rounded down. */
export function usdtUnits(units: bigint, coin: Priced): bigint {
  return (units * coin.priceE12) / pow10(coin.decimals + PRICE_SCALE_DECIMALS - USDT_DECIMALS);
}

export function formatUsdt(units: bigint): string {
  return formatUnits(units, USDT_DECIMALS);
}

/** Fee of `bps` basis points, rounded up, at least 1 base unit whenever the rate is above zero. */
export function feeOf(amount: bigint, bps: number): bigint {
  if (bps === 0) return 0n;
  const fee = (amount * BigInt(bps) + 9_999n) / 10_000n;
  return fee > 0n ? fee : 1n;
}

/** How many `to` coins one `from` coin buys, times 1e18. */
export function rateE18(from: Priced, to: Priced): bigint {
  return (from.priceE12 * pow10(RATE_DECIMALS)) / to.priceE12;
}

export function formatRate(rate: bigint): string {
  return formatUnits(rate, RATE_DECIMALS);
}

export const RATE_SCALE_DECIMALS = RATE_DECIMALS;

/** `units` of `from` converted to base units of `to` at the current prices, rounded down. */
export function convert(units: bigint, from: Priced, to: Priced): bigint {
  return (units * from.priceE12 * pow10(to.decimals)) / (to.priceE12 * pow10(from.decimals));
}

/** True when `current` differs from `quoted` by more than `bps` basis points of `quoted`. */
export function movedBeyond(quoted: bigint, current: bigint, bps: number): boolean {
  const diff = current > quoted ? current - quoted : quoted - current;
  return diff * 10_000n > quoted * BigInt(bps);
}
