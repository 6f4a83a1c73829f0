'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { MutationResult } from '@/lib/query/use-mutation';
import { showNotice, useErrorText } from '@/shell/notices/use-error-notice';
import { useBrandAmount } from '../shared/use-brand-amount';
import { refusalKey } from './vip-logic';

/**
 * A claim or an unlock, run for one item at a time: which item is busy, a success notice with the
 * amount paid, and the refusal in this area's words (other failures in the shared error texts).
 */
export function useMoneyAction<K>(
  mutation: MutationResult<K, { amount: string; coin: string }>,
  successKey: 'claimed_notice' | 'unlocked_notice',
) {
  const t = useTranslations('vip');
  const amount = useBrandAmount();
  const errorText = useErrorText();
  const [busy, setBusy] = useState<K | null>(null);
  const run = (item: K) => {
    setBusy(item);
    mutation.mutate(item, {
      onSuccess: (paid) => showNotice(t(successKey, { amount: amount(paid.amount), coin: paid.coin }), 'success'),
      onError: (error) => {
        const key = refusalKey(error);
        const text = key ? t(`refusal.${key}`) : errorText(error);
        if (text) showNotice(text);
      },
      onSettled: () => setBusy(null),
    });
  };
  return { busy, run };
}
