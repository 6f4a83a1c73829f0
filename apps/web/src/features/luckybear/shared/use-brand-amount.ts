'use client';

import { formatLargeNumber, type Locale } from '@app/shared';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { countryForLocale } from '@/lib/api/country';

/** Amounts of the casino brand in the market's number rules (spec 9: 0 decimals for ru-RU on this brand). */
export function useBrandAmount(): (value: string) => string {
  const locale = useLocale() as Locale;
  return useCallback(
    (value: string) => formatLargeNumber(value, { locale, country: countryForLocale(locale), casinoBrand: true }),
    [locale],
  );
}
