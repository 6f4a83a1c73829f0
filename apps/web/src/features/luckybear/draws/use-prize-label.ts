'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useBrandAmount } from '../shared/use-brand-amount';
import { type PrizeView, prizeLabel } from './prize-label';

/** A prize's words in the current locale (prize-label.ts). */
export function usePrizeLabel(): (prize: Pick<PrizeView, 'label_key' | 'kind' | 'amount' | 'coin'>) => string {
  const t = useTranslations('luckybear');
  const amount = useBrandAmount();
  return useCallback(
    (prize) =>
      prizeLabel(prize, {
        amount,
        // biome-ignore lint/suspicious/noExplicitAny: operator label keys are data, not literal keys
        t: (key, values) => t(key as any, values),
        // biome-ignore lint/suspicious/noExplicitAny: as above
        has: (key) => t.has(key as any),
      }),
    [t, amount],
  );
}
