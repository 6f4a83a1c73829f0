'use client';

import { formatLargeNumber, type Locale } from '@app/shared';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { countryForLocale } from '@/lib/api/country';

/** A reward's amount in the market's number rules (spec 9). */
export function useMissionAmount(): (value: string) => string {
  const locale = useLocale() as Locale;
  return useCallback(
    (value: string) => formatLargeNumber(value, { locale, country: countryForLocale(locale) }),
    [locale],
  );
}
