import { dialCodeFor } from '../core/markets';
import { CURRENCY_BY_MARKET } from '../core/markets-table';

/** A market of the casino brand as the country pickers show it. */
export interface BrandMarket {
  country: string;
  dial_code: string;
  currency: string;
  /** The country's flag emoji (regional indicator letters). */
  flag: string;
}

/** 'vn' -> 🇻🇳: each letter's regional indicator symbol. */
export function flagOf(country: string): string {
  return String.fromCodePoint(...[...country.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/**
 * The casino brand's markets (issue 13): the countries of spec 9's "currency by market" (vn, ph, br, th,
 * id, my, ru, mx), each with its dial code (spec 9's table) and currency. Vietnam first: spec 9's
 * default country code +84 and default language vi-VN.
 */
export const BRAND_MARKETS: readonly BrandMarket[] = Object.entries(CURRENCY_BY_MARKET).map(([country, currency]) => ({
  country,
  dial_code: dialCodeFor(country) ?? '',
  currency,
  flag: flagOf(country),
}));

export const DEFAULT_BRAND_COUNTRY = 'vn';

export const isBrandMarket = (country: string) => BRAND_MARKETS.some((m) => m.country === country);
