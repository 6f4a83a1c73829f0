import { DEFAULT_LOCALE, LOCALE_COOKIE, SUPPORTED_LOCALES, TIMINGS } from '@app/shared';
import { defineRouting } from 'next-intl/routing';

/** Locale-prefixed routes for the 13 locales of spec section 9; the choice is kept in NEXT_LOCALE. */
export const routing = defineRouting({
  locales: SUPPORTED_LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  localeCookie: { name: LOCALE_COOKIE, maxAge: TIMINGS.cookieLifetimeDays * 24 * 60 * 60 },
});
