import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from './locales';

/**
 * The supported locale nearest to a language tag (spec section 5, locale choice step 2):
 * an exact match (any case, '_' or '-'); "es" or "es-*" maps to es-MX; otherwise the first supported
 * locale with the same language; otherwise `fallback` (the country default, vi-VN when none is known).
 */
export function nearestSupportedLocale(tag: string, fallback: Locale = DEFAULT_LOCALE): Locale {
  const normalized = tag.trim().replaceAll('_', '-').toLowerCase();
  const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === normalized);
  if (exact) return exact;
  const language = normalized.split('-')[0] ?? '';
  if (language === 'es') return 'es-MX';
  return SUPPORTED_LOCALES.find((l) => l.toLowerCase().startsWith(`${language}-`)) ?? fallback;
}
