import { TIMINGS } from '@app/shared';
import { LOGIN_TYPE_AFTER_LOGIN, SESSION_STORAGE_KEYS, type SessionCredentials } from './stored-session';

/** Spec 3: cookies for id, key, username and login type (same names as the storage keys). */
export const SESSION_COOKIE_NAMES = [
  SESSION_STORAGE_KEYS.userId,
  SESSION_STORAGE_KEYS.secretKey,
  SESSION_STORAGE_KEYS.username,
  SESSION_STORAGE_KEYS.loginType,
] as const;

const MAX_AGE_S = TIMINGS.cookieLifetimeDays * 24 * 60 * 60;

/**
 * One Set-Cookie string for document.cookie. No Domain attribute: the cookie belongs to the host that
 * serves the product (spec 3: "on the product's own domains"); Secure on https.
 */
export function buildCookie(name: string, value: string, options: { secure: boolean; maxAgeS?: number }): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${options.maxAgeS ?? MAX_AGE_S}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The four session cookies of one sign-in, kept 7 days (spec 9). */
export function buildSessionCookies(credentials: SessionCredentials, options: { secure: boolean }): string[] {
  const values: Record<(typeof SESSION_COOKIE_NAMES)[number], string> = {
    [SESSION_STORAGE_KEYS.userId]: String(credentials.userId),
    [SESSION_STORAGE_KEYS.secretKey]: credentials.secretKey,
    [SESSION_STORAGE_KEYS.username]: credentials.username ?? '',
    [SESSION_STORAGE_KEYS.loginType]: LOGIN_TYPE_AFTER_LOGIN,
  };
  return SESSION_COOKIE_NAMES.map((name) => buildCookie(name, values[name], options));
}

/** Cookies that remove the four session cookies (Max-Age=0, same path). */
export function buildClearedSessionCookies(options: { secure: boolean }): string[] {
  return SESSION_COOKIE_NAMES.map((name) => buildCookie(name, '', { ...options, maxAgeS: 0 }));
}
