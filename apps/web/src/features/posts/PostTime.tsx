'use client';

import { relativeTime, timestampToMs } from '@app/shared/core/relative-time';
import { useTranslations } from 'next-intl';
import { useNow } from '@/lib/async/use-now';

/**
 * A post's or comment's time as spec 9's relative time ("just now", minutes, hours, days); the API
 * gives 10-digit seconds (spec 5). Rendered on the server too, so the minute may differ by the time it
 * hydrates: the browser's reading wins without a warning.
 */
export function PostTime({ seconds, className = '' }: { seconds: number; className?: string }) {
  const t = useTranslations('posts');
  const now = useNow(60_000);
  const when = relativeTime(seconds, now);
  const ms = timestampToMs(seconds) ?? 0;
  return (
    <time dateTime={new Date(ms).toISOString()} className={className} suppressHydrationWarning>
      {t(`time.${when.key}`, { count: when.count })}
    </time>
  );
}
