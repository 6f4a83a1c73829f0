'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/** A coin's display name in the page's language (KC is "Contribution"; unknown coins as they are). */
export function useCoinName(): (coin: string) => string {
  const t = useTranslations('wallet');
  return useCallback((coin: string) => (t.has(`coin_name.${coin}`) ? t(`coin_name.${coin}`) : coin), [t]);
}
