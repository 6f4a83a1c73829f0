'use client';

import { formatExactAmount, formatLargeNumber, formatWalletUnit, type Locale } from '@app/shared';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { countryForLocale } from '@/lib/api/country';

/** The number rules of spec 5 and 9 bound to the page's locale (and the country it implies). */
export function useMoneyFormat() {
  const locale = useLocale() as Locale;
  return useMemo(() => {
    const country = countryForLocale(locale);
    return {
      /** A balance: large-number display (spec 5) over the default decimals. */
      balance: (value: string) => formatLargeNumber(value, { locale, country }),
      /** A USDT value: the wallet unit (0 decimals for ru-RU, else 2). */
      usdt: (value: string) => formatWalletUnit(value, locale),
      /** What must not be rounded (a confirmation, a history entry): every digit, at least 2 decimals. */
      exact: (value: string) => formatExactAmount(value, locale, 2),
      /** An exact amount with its coin code: "12.50 WH". */
      coin: (value: string, coin: string) => `${formatExactAmount(value, locale, 2)} ${coin}`,
    };
  }, [locale]);
}

export type MoneyFormat = ReturnType<typeof useMoneyFormat>;
