/**
 * Money on the wire is a decimal string; in code it is a bigint of base units (architecture brief,
 * "Money"). These two convert between them exactly, never through a float.
 */

const DECIMAL = /^(0|[1-9]\d{0,29})(\.\d+)?$/;

const ZERO = '0'.charCodeAt(0);

/** Powers of ten already computed: a bigint power costs more than the rest of a formatting. */
const POWERS_OF_TEN: bigint[] = [];

/** 10 to the `exponent` (a small non-negative integer) as a bigint. */
export function pow10(exponent: number): bigint {
  let power = POWERS_OF_TEN[exponent];
  if (power === undefined) {
    power = 10n ** BigInt(exponent);
    POWERS_OF_TEN[exponent] = power;
  }
  return power;
}

/** "12.5" with 2 decimals -> 1250n. Throws on signs, exponents, or more decimals than the coin has. */
export function parseUnits(value: string, decimals: number): bigint {
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError('must be a non-negative decimal number such as 12.5');
  const fraction = (match[2] ?? '').slice(1);
  if (fraction.length > decimals) throw new RangeError(`must have at most ${decimals} decimals`);
  return BigInt(match[1] as string) * pow10(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/**
 * 1250n with 2 decimals -> "12.5" (no trailing zeros; "0" for zero; a leading "-" when negative).
 * Cut from the digits as text: every balance read formats a dozen amounts, and bigint division costs
 * several times this.
 */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString();
  const split = digits.length - decimals;
  const whole = split > 0 ? digits.slice(0, split) : '0';
  const fraction = split > 0 ? digits.slice(split) : digits.padStart(decimals, '0');
  let end = fraction.length;
  while (end > 0 && fraction.charCodeAt(end - 1) === ZERO) end--;
  const text = end > 0 ? `${whole}.${fraction.slice(0, end)}` : whole;
  return negative ? `-${text}` : text;
}
