'use client';

import { formatExactAmount, formatLargeNumber, type Locale } from '@app/shared';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { countryForLocale } from '@/lib/api/country';

/** The number rules of spec 9 for the casino: balances in the casino-brand variant (ru-RU: 0 decimals). */
export function useGamesFormat() {
  const locale = useLocale() as Locale;
  return useMemo(() => {
    const country = countryForLocale(locale);
    return {
      balance: (value: string) => formatLargeNumber(value, { locale, country, casinoBrand: true }),
      /** A bet or a win: every digit the ledger has (never rounded), at least 2 decimals. */
      exact: (value: string) => formatExactAmount(value, locale, 2),
    };
  }, [locale]);
}
