import { isSupportedLocale, type Locale, SUPPORTED_LOCALES } from '@app/shared';
import { LOCALE_NATIVE_NAMES } from '@/i18n/locale-names';
import { stripLocale } from '@/lib/routes/locale-path';

export interface LanguageOption {
  locale: Locale;
  /** The language in its own name ('日本語'). */
  name: string;
  /** The same language named in the current one ('Japanese'), when that reads differently. */
  translated?: string;
  current: boolean;
}

/**
 * The switcher's rows: the 13 locales in the spec's order, each in its own name, with its name in the
 * current language beside it (`nameIn`, Intl.DisplayNames in the app) for a reader of the current one.
 */
export function languageOptions(current: Locale, nameIn: (locale: Locale) => string | undefined): LanguageOption[] {
  return SUPPORTED_LOCALES.map((locale) => {
    const name = LOCALE_NATIVE_NAMES[locale];
    const translated = nameIn(locale);
    const differs = translated && translated.toLocaleLowerCase(current) !== name.toLocaleLowerCase(current);
    return { locale, name, current: locale === current, ...(differs ? { translated } : {}) };
  });
}

/**
 * What to name each locale by, as its own name does: the language alone ('Japanese', not 'Japanese
 * (Japan)'), except where the own name carries the variant.
 */
const NAMED_AS: Partial<Record<Locale, string>> = { 'pt-BR': 'pt-BR', 'es-MX': 'es-MX', 'zh-CN': 'zh-Hans' };

/** The name of a locale in another, through the platform's Intl (undefined where it has none). */
export function displayNameIn(uiLocale: Locale): (locale: Locale) => string | undefined {
  try {
    const names = new Intl.DisplayNames([uiLocale], { type: 'language' });
    return (locale) => names.of(NAMED_AS[locale] ?? locale.slice(0, 2));
  } catch {
    return () => undefined;
  }
}

/**
 * An in-app address moved to another locale: its prefix replaced, and so is that of the return
 * address it carries (`backUrl`, itself possibly carrying one), so that Back after a language switch
 * stays in the new language. '/en-US/settings?backUrl=%2Fen-US%2Fwallet' -> '/ja-JP/settings?backUrl=%2Fja-JP%2Fwallet'.
 * Addresses without a supported locale prefix are left as they are.
 */
export function withLocale(href: string, locale: string): string {
  const q = href.indexOf('?');
  const path = q < 0 ? href : href.slice(0, q);
  const [, first] = path.split('/');
  if (!first || !isSupportedLocale(first)) return href;
  const rest = stripLocale(path);
  const localised = rest === '/' ? `/${locale}` : `/${locale}${rest}`;
  if (q < 0) return localised;
  const query = new URLSearchParams(href.slice(q + 1));
  const back = query.get('backUrl');
  if (back) query.set('backUrl', withLocale(back, locale));
  const qs = query.toString();
  return qs ? `${localised}?${qs}` : localised;
}

/**
 * Where a language switch goes: the address of the moment in the chosen locale, its return address
 * too, given without the prefix (next-intl's router adds it and stores the choice in NEXT_LOCALE).
 */
export function switchHref(current: string, target: Locale): string {
  const href = withLocale(current, target);
  const prefix = `/${target}`;
  if (!href.startsWith(prefix)) return href;
  const rest = href.slice(prefix.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
