/**
 * Money on the wire is a decimal string; in code it is a bigint of base units (architecture brief,
 * "Money"). These two convert between them exactly, never through a float.
 */

const DECIMAL = /^(0|[1-9]\d{0,29})(\.\d+)?$/;

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

/** 1250n with 2 decimals -> "12.5" (no trailing zeros; "0" for zero; a leading "-" when negative). */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const scale = pow10(decimals);
  const whole = abs / scale;
  const fraction = (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
