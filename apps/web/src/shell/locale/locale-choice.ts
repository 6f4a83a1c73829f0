import { chooseLocale, isSupportedLocale, LOCALE_COOKIE, type Locale, localeForLanguage } from '@app/shared';

/** The NEXT_LOCALE value in a Cookie header, when it names a supported locale. */
export function storedLocaleFromCookieHeader(cookieHeader: string | null | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== LOCALE_COOKIE) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value
    }
    return isSupportedLocale(value) ? value : undefined;
  }
  return undefined;
}

/** The messenger user's language_code in raw init data (spec 3 "Messenger user data"), if any. */
export function messengerLanguageOf(initData: string | undefined): string | undefined {
  if (!initData) return undefined;
  try {
    const user = JSON.parse(new URLSearchParams(initData).get('user') ?? '') as { language_code?: unknown };
    return typeof user.language_code === 'string' && user.language_code.trim() ? user.language_code : undefined;
  } catch {
    return undefined;
  }
}

export interface LocaleSwitchInput {
  /** The locale of the route being shown. */
  current: Locale;
  /** NEXT_LOCALE as the request carried it (before the proxy wrote its own). */
  stored?: string | null;
  messengerLanguageCode?: string | null;
  /** The client's country as the server sees it (the trusted proxy's country header); '' unknown. */
  countryByIp?: string | null;
  /** The Country-Code this app sends (derived from the current locale, lib/api/country.ts). */
  countryCode?: string | null;
}

/** Whether the country is worth asking the server for: the messenger language alone does not decide. */
export function needsCountry(input: Pick<LocaleSwitchInput, 'stored' | 'messengerLanguageCode'>): boolean {
  if (input.stored && isSupportedLocale(input.stored)) return false;
  return localeForLanguage(input.messengerLanguageCode) === undefined;
}

/**
 * The locale to switch to at start-up (spec 4.1 step 4, spec 5 locale choice), or undefined to stay.
 * Nothing switches when a locale was stored (the visitor chose one), or when the only thing known is
 * the Country-Code derived from the current locale outside the messenger (that would choose the
 * route's own locale back, or replace a locale the browser asked for with a guess). Inside the
 * messenger, the language code decides, else the country: the server's, else the Country-Code.
 */
export function decideLocaleSwitch(input: LocaleSwitchInput): Locale | undefined {
  if (input.stored && isSupportedLocale(input.stored)) return undefined;
  const language = input.messengerLanguageCode?.trim() || undefined;
  const byIp = input.countryByIp?.trim() || undefined;
  if (!language && !byIp) return undefined;
  const chosen = chooseLocale({
    messengerLanguageCode: language,
    country: byIp ?? input.countryCode ?? undefined,
  });
  return chosen === input.current ? undefined : chosen;
}
