/** Spec section 9: the 13 supported locales, in the spec's order. */
export const SUPPORTED_LOCALES = [
  'en-US',
  'vi-VN',
  'pt-BR',
  'id-ID',
  'th-TH',
  'ms-MY',
  'ru-RU',
  'es-MX',
  'zh-CN',
  'fr-FR',
  'ja-JP',
  'ko-KR',
  'tr-TR',
] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** Spec section 9: "Default language vi-VN." */
export const DEFAULT_LOCALE: Locale = 'vi-VN';

/** Spec section 9: locales with a regional sub-site. */
export const SUB_SITE_LOCALES = [
  'id-ID',
  'ms-MY',
  'pt-BR',
  'th-TH',
  'vi-VN',
  'ru-RU',
  'es-MX',
] as const satisfies readonly Locale[];

/** Spec section 9: "Locale cookie name NEXT_LOCALE." */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** Spec section 9: "Language to country map: en-US to ph, vi-VN to vn." */
export const LANGUAGE_TO_COUNTRY: Readonly<Partial<Record<Locale, string>>> = {
  'en-US': 'ph',
  'vi-VN': 'vn',
};

/** Spec section 2.9: country choices offered. */
export const COUNTRY_CHOICES = ['ru', 'ph', 'uz', 'kz'] as const;

export function isSupportedLocale(value: string): value is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
