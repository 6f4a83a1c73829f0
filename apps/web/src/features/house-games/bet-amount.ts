/**
 * The bet field's rules, checked before a round is asked for (the server checks them again): a
 * positive decimal with at most the coin's decimals, within the coin's per-bet limits and the balance.
 */
export type BetProblem = 'format' | 'decimals' | 'belowMin' | 'aboveMax' | 'balance';

export interface BetBounds {
  minBet: string;
  maxBet: string;
  balance: string;
  decimals: number;
}

const DECIMAL = /^\d{1,30}(\.\d{1,30})?$/;

/** Compares two non-negative decimal strings exactly (no float rounding on money). */
export function compareDecimal(a: string, b: string): number {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  const width = Math.max(af.length, bf.length);
  const left = BigInt(ai + af.padEnd(width, '0'));
  const right = BigInt(bi + bf.padEnd(width, '0'));
  return left === right ? 0 : left < right ? -1 : 1;
}

export function betProblem(amount: string, bounds: BetBounds): BetProblem | null {
  const text = amount.trim();
  if (!DECIMAL.test(text) || compareDecimal(text, '0') <= 0) return 'format';
  if ((text.split('.')[1]?.length ?? 0) > bounds.decimals) return 'decimals';
  if (compareDecimal(text, bounds.minBet) < 0) return 'belowMin';
  if (compareDecimal(text, bounds.maxBet) > 0) return 'aboveMax';
  if (compareDecimal(text, bounds.balance) > 0) return 'balance';
  return null;
}

/** The bet halved or doubled by the quick buttons, kept within the limits (and the coin's decimals). */
export function scaleBet(amount: string, factor: number, bounds: BetBounds): string {
  const value = Number(amount);
  const base = Number.isFinite(value) && value > 0 ? value : Number(bounds.minBet);
  const scaled = Math.min(Number(bounds.maxBet), Math.max(Number(bounds.minBet), base * factor));
  const unit = 10 ** bounds.decimals;
  return String(Math.floor(scaled * unit + 1e-9) / unit);
}

/** A decimal string shown with the coin's decimals ("1004.1" -> "1004.10"), never rounded. */
export function withDecimals(amount: string, decimals: number): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  if (decimals === 0 || fraction.length >= decimals) return amount;
  return `${whole}.${fraction.padEnd(decimals, '0')}`;
}
