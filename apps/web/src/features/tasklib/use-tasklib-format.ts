'use client';

import { formatAmount, formatCompact, type Locale } from '@app/shared';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useCoinName } from '@/lib/coins/use-coin-name';

/**
 * The task library's numbers and names in the reader's locale (spec 9 number rules): USD rewards, coin
 * rewards with the coin's name, player counts, and the labels of categories, task kinds and states
 * (codes the messages do not know show as they are).
 */
export function useTasklibFormat() {
  const locale = useLocale() as Locale;
  const t = useTranslations('tasklib');
  const coinName = useCoinName();
  return useMemo(() => {
    const label = (group: string, code: string) => (t.has(`${group}.${code}`) ? t(`${group}.${code}`) : code);
    return {
      usd: (value: string) => t('usd', { amount: formatAmount(value, { locale }) }),
      coin: (value: string, coin: string) =>
        t('coin_amount', { amount: formatAmount(value, { locale }), coin: coinName(coin) }),
      players: (count: number) =>
        t('players', {
          count,
          compact: count < 1000 ? String(count) : formatCompact(count, { locale, maxDecimals: 1 }),
        }),
      category: (code: string) => label('category', code),
      kind: (code: string) => label('kind', code),
      state: (code: string) => label('state', code),
    };
  }, [locale, t, coinName]);
}
