import { DEFAULT_DIAL_CODE, DIAL_CODES } from '@app/shared';

export interface DialCodeOption {
  /** ISO 3166-1 alpha-2, lower case (ru and kz share +7, us and ca share +1). */
  country: string;
  dialCode: string;
  name: string;
}

/** The first country with this dial code ('+84' -> 'vn'), if any. */
export function countryOfDialCode(dialCode: string): string | undefined {
  return Object.entries(DIAL_CODES).find(([, code]) => `+${code}` === dialCode)?.[0];
}

/** The country of the default dial code (+84 -> vn). */
export const DEFAULT_DIAL_COUNTRY = countryOfDialCode(DEFAULT_DIAL_CODE) ?? 'vn';

function regionNames(locale: string): (country: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (country) => names.of(country.toUpperCase()) ?? country.toUpperCase();
  } catch {
    return (country) => country.toUpperCase();
  }
}

/** Spec 9's dial codes as picker options, named and sorted in the reader's language. */
export function dialCodeOptions(
  locale: string,
  codes: Readonly<Record<string, number>> = DIAL_CODES,
): DialCodeOption[] {
  const nameOf = regionNames(locale);
  const collator = new Intl.Collator(locale);
  return Object.entries(codes)
    .map(([country, code]) => ({ country, dialCode: `+${code}`, name: nameOf(country) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Options whose name, country or dial code contains the query (case- and '+'-insensitive). */
export function filterDialCodes(options: readonly DialCodeOption[], query: string): DialCodeOption[] {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return [...options];
  return options.filter(
    (o) => o.name.toLowerCase().includes(q) || o.country === q || o.dialCode.slice(1).startsWith(q),
  );
}

/** The national number as the API takes it: digits only. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Whether the number is worth asking a code for (the API's rule: 4-20 characters; E.164: <= 15 digits). */
export function isPlausiblePhone(value: string): boolean {
  const digits = phoneDigits(value);
  return digits.length >= 4 && digits.length <= 15;
}
