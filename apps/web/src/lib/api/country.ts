import { LANGUAGE_TO_COUNTRY, type Locale } from '@app/shared/constants';

/**
 * Country-Code when no country is stored (spec 7.1: "from the stored country or derived from the
 * language"): the spec's language-to-country map first (en-US -> ph, vi-VN -> vn), else the
 * locale's region.
 */
export function countryForLocale(locale: Locale): string {
  return LANGUAGE_TO_COUNTRY[locale] ?? locale.split('-')[1]?.toLowerCase() ?? 'vn';
}
