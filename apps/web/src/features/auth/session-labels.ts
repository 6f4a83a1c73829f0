import type { LoginType } from '@app/shared/auth/login-contracts';
import type { ZSessionItem } from '@app/shared/auth/session-contracts';
import type { z } from 'zod';

/** Pure pieces of the sessions screen (/user/sessions): what a session is called and when it was used. */

export type SessionItem = z.infer<typeof ZSessionItem>;

/** The auth-namespace key naming where a session runs (the PLATFORM header it signed in with). */
export function platformLabelKey(platform: string): string {
  switch (platform) {
    case 'tg':
      return 'session_platform_tg';
    case 'app':
      return 'session_platform_app';
    case 'h5':
      return 'session_platform_h5';
    default:
      return 'session_platform_other';
  }
}

const LOGIN_TYPE_KEYS: Record<LoginType, string> = {
  tg: 'session_login_tg',
  contact: 'session_login_contact',
  phone: 'session_login_phone',
  third_party: 'session_login_third_party',
  regist: 'session_login_regist',
  app: 'session_login_app',
};

/** The auth-namespace key saying how a session was signed in. */
export function loginTypeLabelKey(loginType: LoginType): string {
  return LOGIN_TYPE_KEYS[loginType];
}

/**
 * The end of the device id (D-Id), enough to tell two browsers apart without showing the whole
 * identifier; '' when the client sent none.
 */
export function shortDeviceId(deviceId: string, length = 6): string {
  const clean = deviceId.trim();
  if (!clean) return '';
  return clean.length <= length ? clean : clean.slice(-length);
}

/** This device's session, and the others newest use first (ties: the later session first). */
export function splitSessions(list: readonly SessionItem[]): { current: SessionItem | null; others: SessionItem[] } {
  const others = list
    .filter((s) => !s.current)
    .sort((a, b) => b.last_used_at - a.last_used_at || b.session_id - a.session_id);
  return { current: list.find((s) => s.current) ?? null, others };
}

export type RelativeTime = { unit: 'now' } | { unit: 'minute' | 'hour' | 'day' | 'month' | 'year'; value: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `thenMs` was, in the largest whole unit (for Intl.RelativeTimeFormat: the value is
 * negative, in the past). Under a minute, and clock skew into the future, is 'now'.
 */
export function relativeTimeOf(thenMs: number, nowMs: number): RelativeTime {
  const ago = nowMs - thenMs;
  if (ago < MINUTE) return { unit: 'now' };
  if (ago < HOUR) return { unit: 'minute', value: -Math.floor(ago / MINUTE) };
  if (ago < DAY) return { unit: 'hour', value: -Math.floor(ago / HOUR) };
  if (ago < 30 * DAY) return { unit: 'day', value: -Math.floor(ago / DAY) };
  if (ago < 365 * DAY) return { unit: 'month', value: -Math.floor(ago / (30 * DAY)) };
  return { unit: 'year', value: -Math.floor(ago / (365 * DAY)) };
}

/** The relative time in the locale's words ("5 minutes ago", "yesterday"); null for 'now'. */
export function formatRelativeTime(locale: string, time: RelativeTime): string | null {
  if (time.unit === 'now') return null;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(time.value, time.unit);
}
