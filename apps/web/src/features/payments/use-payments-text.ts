'use client';

import { formatExactAmount } from '@app/shared';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { formatFiat } from './fiat-amount';

/**
 * The words and numbers every payments screen uses: a channel's name (brand names stay as they are;
 * "Bank transfer" is translated), fiat amounts in the market's way (spec 9) and coin amounts with
 * every digit the ledger has (at least 2, as the games show bets: a conversion is never rounded here).
 */
export function usePaymentsText() {
  const t = useTranslations('payments');
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      channel: (id: string) => (t.has(`channel.${id}`) ? t(`channel.${id}`) : id),
      market: (country: string) => (t.has(`market.${country}`) ? t(`market.${country}`) : country.toUpperCase()),
      fiat: (amount: string, currency: string, decimals?: number) => formatFiat(amount, currency, locale, decimals),
      coin: (amount: string, coin: string) => `${formatExactAmount(amount, locale, 2)} ${coin}`,
    }),
    [t, locale],
  );
}
