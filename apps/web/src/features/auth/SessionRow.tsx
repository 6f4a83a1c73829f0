'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SessionDeviceIcon } from './SessionDeviceIcon';
import {
  formatRelativeTime,
  loginTypeLabelKey,
  platformLabelKey,
  relativeTimeOf,
  type SessionItem,
  shortDeviceId,
} from './session-labels';

/** The readable name of a session's device: "Web browser", "Messenger", "Mobile app". */
export function useDeviceName(): (session: SessionItem) => string {
  const t = useTranslations('auth');
  return (session) => t(platformLabelKey(session.platform));
}

/** One session: where it runs, how it signed in, the device id's end, when it was last used; `action` on the right. */
export function SessionRow({ session, nowMs, action }: { session: SessionItem; nowMs: number; action: ReactNode }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const deviceName = useDeviceName()(session);
  const device = shortDeviceId(session.device_id);
  const ago = formatRelativeTime(locale, relativeTimeOf(session.last_used_at, nowMs));
  const active = session.current || ago === null;

  return (
    <div className="flex items-center gap-3 px-4 py-3.5" data-testid="session-row" data-session-id={session.session_id}>
      <SessionDeviceIcon platform={session.platform} current={session.current} />
      <div className="min-w-0 flex-1">
        <p className="text-[15px] font-semibold text-neutral-900">{deviceName}</p>
        <p className="text-[13px] text-neutral-500">{t(loginTypeLabelKey(session.login_type))}</p>
        <p className="truncate text-[13px] text-neutral-400">
          <span className={active ? 'font-medium text-emerald-600' : undefined}>
            {active ? t('session_active_now') : t('session_last_used', { time: ago })}
          </span>
          {device && (
            <>
              <span aria-hidden="true"> · </span>
              {t('session_device', { id: device })}
            </>
          )}
        </p>
      </div>
      {action}
    </div>
  );
}
