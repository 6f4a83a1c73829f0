'use client';

import { relativeTime } from '@app/shared';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ChannelIcon } from './ChannelIcon';
import { useRecentWithdrawals } from './payments-queries';
import { usePaymentsText } from './use-payments-text';

const STEP_MS = 3_500;

/**
 * The recent withdrawals ticker (spec 7.7 recent_withdraw_logs): one paid withdrawal at a time, names
 * masked by the server (first 2 and last 2 characters), fading to the next every few seconds. Hidden
 * when there is nothing to show (or the call failed: it is a nicety). Screen readers get the list once
 * instead of a region that keeps changing.
 */
export function WithdrawTicker({ country = '' }: { country?: string }) {
  const t = useTranslations('payments');
  const text = usePaymentsText();
  const logs = useRecentWithdrawals(country);
  const list = logs.data?.list ?? [];
  const [index, setIndex] = useState(0);
  const count = list.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') setIndex((i) => (i + 1) % count);
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [count]);

  if (count === 0) return null;
  const line = (item: (typeof list)[number]) =>
    t('ticker.line', { name: item.name, amount: text.fiat(item.amount, item.currency) });
  const ago = (paidAt: number) => {
    const r = relativeTime(paidAt);
    return r.key === 'just_now' ? t('ticker.just_now') : t(`ticker.${r.key}`, { count: r.count });
  };
  const item = list[index % count] ?? list[0];
  if (!item) return null;

  return (
    <section
      aria-label={t('ticker.title')}
      className="overflow-hidden rounded-card bg-surface"
      data-testid="withdraw-ticker"
    >
      <ul className="sr-only">
        {list.map((entry) => (
          <li key={`${entry.paid_at}:${entry.name}:${entry.amount}`}>
            {line(entry)} {ago(entry.paid_at)}
          </li>
        ))}
      </ul>
      <div
        aria-hidden="true"
        key={index}
        className="flex h-12 items-center gap-3 px-3 motion-safe:animate-fade-in"
        data-testid="withdraw-ticker-item"
      >
        <ChannelIcon channel={item.channel} className="size-7" />
        <p className="min-w-0 flex-1 truncate text-callout text-ink">{line(item)}</p>
        <span className="shrink-0 text-caption text-subtle">{ago(item.paid_at)}</span>
      </div>
    </section>
  );
}
