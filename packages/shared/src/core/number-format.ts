/**
 * Number display rules of spec section 9 (and 5, large numbers), for the wallet and every later
 * screen. Amounts come from the API as decimal strings; these work on the digits of the string
 * (bigint inside), never through a float, so what is shown is exact up to the rounding asked for
 * (half up, away from zero).
 */

/** A parsed decimal: value = units / 10^scale. */
interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** "12.50" -> {units: 1250n, scale: 2}; numbers and exponents ("1e-7") too; undefined if not a number. */
function parseDecimal(value: string | number | bigint): Decimal | undefined {
  if (typeof value === 'bigint') return { units: value, scale: 0 };
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const match = DECIMAL_TEXT.exec(String(value).trim());
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return undefined;
  let units = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

const abs = (n: bigint) => (n < 0n ? -n : n);

/** |d| compared with 10^power (power may be negative): -1, 0 or 1. */
function compareAbsToPowerOfTen(d: Decimal, power: number): number {
  const left = abs(d.units) * (power < 0 ? 10n ** BigInt(-power) : 1n);
  const right = power < 0 ? 10n ** BigInt(d.scale) : 10n ** BigInt(d.scale + power);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** d rounded half up (away from zero) to `decimals` places, as units of 10^-decimals. */
function roundTo(d: Decimal, decimals: number): bigint {
  if (d.scale <= decimals) return d.units * 10n ** BigInt(decimals - d.scale);
  const divisor = 10n ** BigInt(d.scale - decimals);
  const a = abs(d.units);
  const rounded = (a + divisor / 2n) / divisor;
  return d.units < 0n ? -rounded : rounded;
}

/** Spec 9: comma decimal and dot thousands for vi-VN, id-ID, pt-BR; otherwise dot decimal, comma thousands. */
export function numberSeparators(locale: string): { decimal: string; group: string } {
  return ['vi-VN', 'id-ID', 'pt-BR'].includes(locale) ? { decimal: ',', group: '.' } : { decimal: '.', group: ',' };
}

/** Units of 10^-decimals as text with the locale's separators: 1234567n, 2 -> "12,345.67". */
function writeFixed(units: bigint, decimals: number, locale: string): string {
  const { decimal, group } = numberSeparators(locale);
  const digits = abs(units)
    .toString()
    .padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+$)/g, group);
  const fraction = digits.slice(digits.length - decimals);
  return `${units < 0n ? '-' : ''}${whole}${decimals > 0 ? `${decimal}${fraction}` : ''}`;
}

export interface AmountFormatOptions {
  locale: string;
  /** The casino-brand variant (spec 1: paths containing luckybear); with ru-RU it shows 0 decimals. */
  casinoBrand?: boolean;
  /** Money detail: 8 decimals below 1. */
  detail?: boolean;
  /** A fixed number of decimals instead of the rule; 'exact' keeps every digit of the value. */
  decimals?: number | 'exact';
}

/**
 * How many decimals a value is shown with (spec 9 "Number formatting"): 0 for the ru-RU casino
 * brand; 8 below 1 in money detail; 5 when the value is under 0.01; else 2. Zero is not "under 0.01"
 * in this sense: it shows as 0.00.
 */
export function amountDecimals(
  value: string | number | bigint,
  options: Pick<AmountFormatOptions, 'locale' | 'casinoBrand' | 'detail'>,
): number {
  if (options.casinoBrand && options.locale === 'ru-RU') return 0;
  const d = parseDecimal(value);
  if (!d || d.units === 0n) return 2;
  if (options.detail && compareAbsToPowerOfTen(d, 0) < 0) return 8;
  if (compareAbsToPowerOfTen(d, -2) < 0) return 5;
  return 2;
}

/** A value with the decimals of the rule (or those asked for) and the locale's separators. */
export function formatAmount(value: string | number | bigint, options: AmountFormatOptions): string {
  const d = parseDecimal(value);
  if (!d) return String(value);
  const decimals =
    options.decimals === 'exact'
      ? d.scale
      : typeof options.decimals === 'number'
        ? options.decimals
        : amountDecimals(value, options);
  return writeFixed(roundTo(d, decimals), decimals, options.locale);
}

/**
 * Every digit of the value, with the locale's separators: trailing zeros of the fraction dropped down
 * to `minDecimals` ("12.50" -> "12.5"; with 2: "12.50", "0.00000001" stays). For what must not be
 * rounded: a confirmation's amount, fee and total.
 */
export function formatExactAmount(value: string | number | bigint, locale: string, minDecimals = 0): string {
  const d = parseDecimal(value);
  if (!d) return String(value);
  let { units, scale } = d;
  if (scale < minDecimals) {
    units *= 10n ** BigInt(minDecimals - scale);
    scale = minDecimals;
  }
  while (scale > minDecimals && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return writeFixed(units, scale, locale);
}

/** Spec 9: the wallet unit shows 0 decimals for ru-RU, else 2. */
export function formatWalletUnit(value: string | number | bigint, locale: string): string {
  return formatAmount(value, { locale, decimals: locale === 'ru-RU' ? 0 : 2 });
}

const COMPACT_STEPS = [
  { power: 0, suffix: '' },
  { power: 3, suffix: 'K' },
  { power: 6, suffix: 'M' },
  { power: 9, suffix: 'B' },
] as const;

/** value / 10^power rounded to `decimals`, with a suffix; trailing zeros of the fraction dropped if `trim`. */
function scaled(d: Decimal, power: number, decimals: number, suffix: string, locale: string, trim: boolean): string {
  let units = roundTo({ units: d.units, scale: d.scale + power }, decimals);
  let places = decimals;
  while (trim && places > 0 && units % 10n === 0n) {
    units /= 10n;
    places -= 1;
  }
  return `${writeFixed(units, places, locale)}${suffix}`;
}

/**
 * Spec 9: compact forms K, M and B from 1e3, 1e6 and 1e9 (up to `maxDecimals` decimals, 2 by default,
 * trailing zeros dropped: 1500 -> "1.5K"). Below 1e3 the value is shown by the default rule. A value
 * that rounds up to the next step moves there (999,999 -> "1M", not "1,000K").
 */
export function formatCompact(
  value: string | number | bigint,
  options: { locale: string; maxDecimals?: number },
): string {
  const d = parseDecimal(value);
  if (!d) return String(value);
  const maxDecimals = options.maxDecimals ?? 2;
  const decimalsAt = (i: number) => (i === 0 ? amountDecimals(value, options) : maxDecimals);
  let i = 0;
  while (i < COMPACT_STEPS.length - 1 && compareAbsToPowerOfTen(d, COMPACT_STEPS[i + 1]?.power ?? 0) >= 0) i++;
  while (i < COMPACT_STEPS.length - 1) {
    const places = decimalsAt(i);
    const rounded = roundTo({ units: d.units, scale: d.scale + (COMPACT_STEPS[i]?.power ?? 0) }, places);
    if (abs(rounded) < 1000n * 10n ** BigInt(places)) break;
    i++;
  }
  const step = COMPACT_STEPS[i] ?? COMPACT_STEPS[0];
  if (step.power === 0) return formatAmount(value, { locale: options.locale });
  return scaled(d, step.power, maxDecimals, step.suffix, options.locale, true);
}

/**
 * Spec 5, large-number display: below 90,000,000, or for the country ru, in full (the default
 * decimals); below 100,000,000 in K (whole thousands); below 100,000,000,000 in M with one decimal.
 * From 1e11 up (the spec stops there) it stays in M with one decimal.
 */
export function formatLargeNumber(
  value: string | number | bigint,
  options: { locale: string; country?: string; casinoBrand?: boolean },
): string {
  const d = parseDecimal(value);
  if (!d) return String(value);
  const full = () => formatAmount(value, { locale: options.locale, casinoBrand: options.casinoBrand });
  if (options.country?.toLowerCase() === 'ru') return full();
  // |d| < 9e7  <=>  |d| * 10^scale < 9 * 10^(scale + 7)
  if (abs(d.units) < 9n * 10n ** BigInt(d.scale + 7)) return full();
  if (compareAbsToPowerOfTen(d, 8) < 0) return scaled(d, 3, 0, 'K', options.locale, false);
  return scaled(d, 6, 1, 'M', options.locale, false);
}

/** Spec 9: a wallet address shows its first 4 and last 4 characters ("7xKX…sAsU"); short ones in full. */
export function shortenAddress(address: string, keep = 4): string {
  const text = address.trim();
  if (text.length <= keep * 2 + 1) return text;
  return `${text.slice(0, keep)}…${text.slice(-keep)}`;
}

/** a < b: -1, a = b: 0, a > b: 1, exactly (decimal strings, numbers or bigints); NaN when either is not a number. */
export function compareDecimals(a: string | number | bigint, b: string | number | bigint): number {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (!x || !y) return Number.NaN;
  const scale = Math.max(x.scale, y.scale);
  const left = x.units * 10n ** BigInt(scale - x.scale);
  const right = y.units * 10n ** BigInt(scale - y.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}
