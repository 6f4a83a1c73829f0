'use client';

import type { Locale } from '@app/shared';
import { useEffect } from 'react';
import { useRouter } from '@/i18n/navigation';
import { useApiClient } from '@/lib/api/api-provider';
import { countryForLocale } from '@/lib/api/country';
import { stripLocale } from '@/lib/routes/locale-path';
import { getLaunchParams } from '@/platform';
import { decideLocaleSwitch, messengerLanguageOf, needsCountry } from './locale-choice';

/**
 * The current address without its locale prefix or fragment: '/vi-VN/wallet?x=1#y' -> '/wallet?x=1'.
 * The fragment (the messenger's launch parameters) is left behind: getLaunchParams() has kept them in
 * session storage by then (spec 5's third source), and next-intl would write '/es-MX/#...' for '/#...'.
 */
function pathWithoutLocale(): string {
  const { pathname, search } = window.location;
  return `${stripLocale(pathname)}${search}`;
}

/** Once per page load: a remount after the switch (new [locale] segment) must not choose again. */
let chosen = false;

/**
 * Spec 4.1 step 4 / spec 5: at start-up, chooses the locale (stored NEXT_LOCALE, else the messenger
 * user's language_code, else the country) and, when no locale was stored and the choice differs from
 * the route's, replaces the route with the same path and query in the chosen locale
 * (next-intl then stores it in NEXT_LOCALE). The country is asked of the server
 * (/api/openapp_get_country) only when the messenger language does not decide. Renders nothing.
 *
 * Mount once, inside NextIntlClientProvider and ApiProvider, with `storedLocale` from
 * `readStoredLocale()` (./stored-locale.ts) read in the server layout. `enabled` lets the start-up
 * wait (e.g. for login detection, spec 4.1) before choosing.
 */
export function LocaleChoice({
  locale,
  storedLocale,
  enabled = true,
}: {
  locale: Locale;
  storedLocale: Locale | null | undefined;
  enabled?: boolean;
}) {
  const api = useApiClient();
  const router = useRouter();

  useEffect(() => {
    if (!enabled || chosen) return;
    chosen = true;
    const messengerLanguageCode = messengerLanguageOf(getLaunchParams()?.initData);
    const run = async () => {
      let countryByIp: string | undefined;
      let countryCode = countryForLocale(locale);
      if (needsCountry({ stored: storedLocale, messengerLanguageCode })) {
        try {
          const { openappGetCountry } = await import('@app/shared/app-config/contracts');
          const { location_info } = await api.call(openappGetCountry, {}, { centralHandling: false });
          countryByIp = location_info.country_by_ip;
          countryCode = location_info.country_code || countryCode;
        } catch {
          // Unknown country: the messenger language or the Country-Code decides, or nothing switches.
        }
      }
      const target = decideLocaleSwitch({
        current: locale,
        stored: storedLocale,
        messengerLanguageCode,
        countryByIp,
        countryCode,
      });
      // The address of the moment (the visitor may have moved on while the country was asked).
      if (target) router.replace(pathWithoutLocale(), { locale: target });
    };
    void run();
  }, [enabled, locale, storedLocale, api, router]);

  return null;
}
