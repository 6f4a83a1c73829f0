import { DEFAULT_LOCALE, LANGUAGE_TO_COUNTRY, type Locale, SUB_SITE_LOCALES } from '@app/shared';

/** The country of the default language (spec 9: vi-VN -> vn). */
export const DEFAULT_COUNTRY = LANGUAGE_TO_COUNTRY[DEFAULT_LOCALE] ?? 'vn';

/**
 * Country-Code when no country is stored (spec 7.1: "from the stored country or derived from the
 * language, default vi-VN"): the spec's language-to-country map first (en-US -> ph, vi-VN -> vn);
 * then the region of a locale with a regional sub-site (spec 9: id-ID, ms-MY, pt-BR, th-TH, vi-VN,
 * ru-RU, es-MX are markets); any other locale (zh-CN, fr-FR, ja-JP, ko-KR, tr-TR) has no market of
 * its own and takes the default's country, vn.
 */
export function countryForLocale(locale: Locale): string {
  const mapped = LANGUAGE_TO_COUNTRY[locale];
  if (mapped) return mapped;
  if ((SUB_SITE_LOCALES as readonly Locale[]).includes(locale))
    return locale.split('-')[1]?.toLowerCase() ?? DEFAULT_COUNTRY;
  return DEFAULT_COUNTRY;
}
