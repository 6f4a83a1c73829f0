import { nearestSupportedLocale } from './locale';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from './locales';
import { normalizeCountry } from './markets';

/**
 * The locale a country starts in (spec 5, locale choice step 3, "the country default"). Countries
 * not listed start in the default language, vi-VN (spec 9).
 */
export const COUNTRY_DEFAULT_LOCALE: Readonly<Record<string, Locale>> = {
  vn: 'vi-VN',
  ph: 'en-US',
  br: 'pt-BR',
  id: 'id-ID',
  th: 'th-TH',
  my: 'ms-MY',
  ru: 'ru-RU',
  kz: 'ru-RU',
  uz: 'ru-RU',
  mx: 'es-MX',
  cn: 'zh-CN',
  fr: 'fr-FR',
  jp: 'ja-JP',
  kr: 'ko-KR',
  tr: 'tr-TR',
};

/** The country default: 'br' -> pt-BR; unknown or absent -> vi-VN. A locale ('pt-BR') gives its region. */
export function localeForCountry(country: string | null | undefined): Locale {
  const key = country ? normalizeCountry(country) : '';
  return (Object.hasOwn(COUNTRY_DEFAULT_LOCALE, key) ? COUNTRY_DEFAULT_LOCALE[key] : undefined) ?? DEFAULT_LOCALE;
}

/**
 * Step 2 on its own: the supported locale nearest to a language code ('es-AR' -> es-MX, 'pt' ->
 * pt-BR), or undefined when none is near ('de', '').
 */
export function localeForLanguage(code: string | null | undefined): Locale | undefined {
  if (!code?.trim()) return undefined;
  // nearestSupportedLocale returns its fallback when nothing matches: two different fallbacks agree
  // only on a real match.
  const a = nearestSupportedLocale(code, 'vi-VN');
  return a === nearestSupportedLocale(code, 'en-US') ? a : undefined;
}

export interface LocaleChoiceInput {
  /** The locale the visitor chose earlier (the NEXT_LOCALE cookie). */
  stored?: string | null;
  /** Inside the messenger: the init data's user.language_code ('es', 'pt-br', 'de'...). */
  messengerLanguageCode?: string | null;
  /** The visitor's country ('br', 'BR' or a locale such as 'pt-BR'). */
  country?: string | null;
}

/**
 * Spec section 5, "Locale choice, in order: 1. a stored locale, if supported; 2. the messenger
 * language code (es or es-* maps to es-MX, otherwise the nearest supported one); 3. the country
 * default." A language with no supported locale near it falls through to the country default.
 */
export function chooseLocale({ stored, messengerLanguageCode, country }: LocaleChoiceInput): Locale {
  if (stored && isSupportedLocale(stored)) return stored;
  return localeForLanguage(messengerLanguageCode) ?? localeForCountry(country);
}
