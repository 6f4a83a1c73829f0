'use client';

import type { PlayerSession } from '@app/shared/ops/support-contracts';
import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';

/** The player's sessions, newest first; support ends one or every live one (the page asks for the reason). */
export function PlayerSessions({
  sessions,
  mayEnd,
  onEnd,
}: {
  sessions: PlayerSession[];
  mayEnd: boolean;
  onEnd: (sessionId?: number) => void;
}) {
  const t = useTranslations('ops.support');
  const format = useFormatter();
  const when = (ms: number) => format.dateTime(ms, { dateStyle: 'short', timeStyle: 'short' });
  const anyLive = sessions.some((s) => s.live);
  return (
    <section className="rounded-tile border border-line bg-white p-5" data-testid="ops-player-sessions">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-headline">{t('sessions')}</h2>
        {mayEnd && anyLive && (
          <Button size="sm" variant="secondary" onClick={() => onEnd()} data-testid="ops-end-all">
            {t('end_all')}
          </Button>
        )}
      </div>
      {sessions.length === 0 ? (
        <p className="text-callout text-muted">{t('no_sessions')}</p>
      ) : (
        // relative: the screen-reader-only header text stays inside the scrolling box (no page overflow at 375 px).
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-callout">
            <thead className="text-caption text-muted">
              <tr>
                <th className="py-2 pr-4 font-medium">{t('login_type')}</th>
                <th className="py-2 pr-4 font-medium">{t('device')}</th>
                <th className="py-2 pr-4 font-medium">{t('ip')}</th>
                <th className="py-2 pr-4 font-medium">{t('last_used')}</th>
                <th className="py-2 pr-4 font-medium">{t('status')}</th>
                <th className="py-2 font-medium">
                  <span className="sr-only">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((s) => (
                <tr key={s.id} className="border-t border-line">
                  <td className="py-2 pr-4">{s.login_type}</td>
                  <td className="py-2 pr-4 break-all">
                    {s.platform} <span className="text-caption text-muted">{s.device_id}</span>
                  </td>
                  <td className="py-2 pr-4">{s.ip}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{when(s.last_used_at)}</td>
                  <td className="py-2 pr-4">
                    {s.live ? (
                      <Badge tone="success">{t('live')}</Badge>
                    ) : (
                      <Badge>{s.ended_at ? t('ended', { when: when(s.ended_at) }) : t('idle')}</Badge>
                    )}
                  </td>
                  <td className="py-2 text-right">
                    {mayEnd && s.live && (
                      <Button size="sm" variant="ghost" onClick={() => onEnd(s.id)}>
                        {t('end')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
