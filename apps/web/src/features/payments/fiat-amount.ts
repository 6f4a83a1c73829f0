import { compareDecimals, formatAmount, numberSeparators } from '@app/shared';
import { currencyDecimals } from '@app/shared/payments/provider-channels';

/**
 * Amounts in a market's money (spec 9: dong, rupiah, real): what the player types, how it is shown,
 * and the quick amounts offered. Pure, so the rules are tested without a screen.
 */

export { currencyDecimals };

/** Where each market's sign goes as its players write it: "100.000 ₫", "Rp 100.000", "R$ 25,50". */
const CURRENCY_SIGNS: Readonly<Record<string, { sign: string; before: boolean }>> = {
  VND: { sign: '₫', before: false },
  IDR: { sign: 'Rp', before: true },
  BRL: { sign: 'R$', before: true },
};

/**
 * An amount of a market's money with the locale's separators (spec 9) and the currency's decimals:
 * formatFiat("100000", "VND", "vi-VN") -> "100.000 ₫"; a currency without a sign here gets its code.
 */
export function formatFiat(
  amount: string,
  currency: string,
  locale: string,
  decimals = currencyDecimals(currency),
): string {
  const number = formatAmount(amount, { locale, decimals });
  const sign = CURRENCY_SIGNS[currency.toUpperCase()];
  if (!sign) return `${number} ${currency.toUpperCase()}`;
  // A no-break space keeps the sign on the number's line in narrow rows.
  return sign.before ? `${sign.sign}\u00a0${number}` : `${number}\u00a0${sign.sign}`;
}

/** What the amount field lets through as the player types: digits, the two separators and spaces. */
export function keepAmountCharacters(text: string): string {
  return text.replace(/[^\d.,\s]/g, '').slice(0, 24);
}

const MAX_WHOLE_DIGITS = 15;

/**
 * The typed amount as a plain decimal string ("100000", "25.5"), or null when it is not one. The
 * locale's separators first (vi-VN "100.000", pt-BR "25,50"), but forgiving: the last separator counts
 * as the decimal point only when 1..`decimals` digits follow it, so "100.000" in en-US is still a
 * hundred thousand dong and "25,50" in en-US is still 25.50 reais. Whole currencies (decimals 0)
 * take every separator as grouping.
 */
export function parseFiatInput(text: string, decimals: number): string | null {
  const compact = text.replace(/\s/g, '');
  if (!/^[\d.,]+$/.test(compact) || !/\d/.test(compact)) return null;
  let whole = compact;
  let fraction = '';
  const last = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
  const after = last >= 0 ? compact.slice(last + 1) : '';
  if (last >= 0 && decimals > 0 && after.length >= 1 && after.length <= decimals && /^\d+$/.test(after)) {
    whole = compact.slice(0, last);
    fraction = after;
  }
  whole = whole.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '') || '0';
  if (whole.length > MAX_WHOLE_DIGITS) return null;
  fraction = fraction.replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A plain decimal ("25.5") as the player would type it in the locale ("25,5" in pt-BR), no grouping. */
export function amountForInput(amount: string, locale: string): string {
  return amount.replace('.', numberSeparators(locale).decimal);
}

/** Why an amount cannot be sent to a channel with these limits, or null when it can. */
export type AmountProblem = 'invalid' | 'zero' | 'below_min' | 'above_max';

export function amountProblem(amount: string | null, limits: { min: string; max: string }): AmountProblem | null {
  if (amount === null) return 'invalid';
  if (compareDecimals(amount, '0') <= 0) return 'zero';
  if (compareDecimals(amount, limits.min) < 0) return 'below_min';
  if (compareDecimals(amount, limits.max) > 0) return 'above_max';
  return null;
}

const STEPS = [1n, 2n, 5n];

/**
 * Up to `count` quick amounts in the 1-2-5 series (10,000, 20,000, 50,000, 100,000 ...) from the first
 * one at or above the channel's minimum, none above its maximum: round numbers a player would type.
 */
export function quickAmounts(limits: { min: string; max: string }, count = 6): string[] {
  const out: string[] = [];
  if (Number.isNaN(compareDecimals(limits.min, limits.max))) return out;
  for (let power = 0n; power <= 15n && out.length < count; power++) {
    for (const step of STEPS) {
      const value = (step * 10n ** power).toString();
      if (compareDecimals(value, limits.max) > 0) return out;
      if (compareDecimals(value, limits.min) >= 0) out.push(value);
      if (out.length === count) return out;
    }
  }
  return out;
}
