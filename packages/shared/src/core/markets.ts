import { CURRENCY_BY_MARKET, DIAL_CODES } from './markets-table';

/** 'VN', ' vn ', 'vi-VN' -> 'vn': a country code, lower case (a locale gives its region). */
export function normalizeCountry(value: string): string {
  const text = value.trim().toLowerCase().replaceAll('_', '-');
  const region = text.includes('-') ? text.split('-').at(-1) : text;
  return region ?? '';
}

/** Spec section 9 "Currency by market": the ISO 4217 code of a market ('vn' -> 'VND'), if it is one. */
export function currencyForMarket(country: string): string | undefined {
  const key = normalizeCountry(country);
  return Object.hasOwn(CURRENCY_BY_MARKET, key) ? CURRENCY_BY_MARKET[key] : undefined;
}

/** Spec section 9 "Dial codes": a country's dial code with its plus ('th' -> '+66'), if listed. */
export function dialCodeFor(country: string): string | undefined {
  const key = normalizeCountry(country);
  return Object.hasOwn(DIAL_CODES, key) ? `+${DIAL_CODES[key]}` : undefined;
}
