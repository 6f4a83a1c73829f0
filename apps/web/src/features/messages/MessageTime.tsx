'use client';

import { relativeTime, timestampToMs } from '@app/shared/core/relative-time';
import { useTranslations } from 'next-intl';

/**
 * A message's or notice's time as spec 9's relative time ("just now", minutes, hours, days). The API
 * gives 10-digit seconds (spec 5); timestampToMs makes them ms, for relativeTime and the <time> element.
 */
export function MessageTime({ seconds, now }: { seconds: number; now: number }) {
  const t = useTranslations('messages');
  const when = relativeTime(seconds, now);
  const ms = timestampToMs(seconds) ?? 0;
  return (
    <time dateTime={new Date(ms).toISOString()} className="shrink-0 text-caption text-muted">
      {t(`time.${when.key}`, { count: when.count })}
    </time>
  );
}
