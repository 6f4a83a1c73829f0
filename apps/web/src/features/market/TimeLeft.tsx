'use client';

import { useTranslations } from 'next-intl';
import { useNow } from '@/lib/async/use-now';
import { timeLeft } from './market-view';

/** An auction's time left, ticking every half minute ("2d 3h", "3h 20m", "ended"). */
export function TimeLeft({ endsAt }: { endsAt: number }) {
  const t = useTranslations('market');
  const now = useNow(30_000);
  const { ended, ...left } = timeLeft(endsAt, now);
  if (ended) return <span data-testid="market-ended">{t('ended')}</span>;
  return <span>{left.days > 0 ? t('left_days', left) : t('left_hours', left)}</span>;
}
