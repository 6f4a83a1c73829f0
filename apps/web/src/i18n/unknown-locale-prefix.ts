import { isSupportedLocale, type Locale, localeForLanguage } from '@app/shared';

/**
 * A first path segment shaped like a language tag: a language with a region or script ('de-DE',
 * 'pt_br', 'zh-Hant-TW'), or a bare two-letter language ('de'). A bare three-letter word is not one:
 * it is more likely a route ('/win', '/pvp').
 */
const LANGUAGE_TAG = /^[a-z]{2}$|^[a-z]{2,3}(?:[-_](?:[a-z]{4}|[a-z]{2}|\d{3}))+$/i;

export interface UnknownLocalePrefix {
  /** The path after the prefix, '/' at least: '/de-DE/wallet' -> '/wallet'. */
  rest: string;
  /** The supported locale nearest to the prefix's language ('en-GB' -> en-US, 'ja' -> ja-JP), if any. */
  nearest?: Locale;
}

/**
 * The locale-like prefix of a path that is not one of the 13 locales ('/de-DE/wallet', '/ja-jp'), or
 * undefined when the path starts with a supported locale or with no language tag at all. Without
 * this, next-intl takes '/de-DE/wallet' for an unprefixed path and sends it to '/en-US/de-DE/wallet'.
 */
export function unknownLocalePrefix(pathname: string): UnknownLocalePrefix | undefined {
  const [, first = '', ...rest] = pathname.split('/');
  if (!first || isSupportedLocale(first) || !LANGUAGE_TAG.test(first)) return undefined;
  const nearest = localeForLanguage(first.replace(/_/g, '-'));
  return { rest: `/${rest.join('/')}`, ...(nearest ? { nearest } : {}) };
}

/**
 * Where such a path goes (spec 5, locale choice): the stored locale (NEXT_LOCALE) when supported, else
 * the locale nearest to the prefix's own language, else undefined: then the visitor's browser
 * languages decide (next-intl's negotiation of an unprefixed path), and the default locale last.
 */
export function unknownPrefixTarget(prefix: UnknownLocalePrefix, stored: string | undefined): Locale | undefined {
  if (stored && isSupportedLocale(stored)) return stored;
  return prefix.nearest;
}
