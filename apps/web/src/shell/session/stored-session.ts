import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { isValidSession } from '@app/shared/auth/session';

export interface StoredSession {
  userId: number;
  secretKey: string | undefined;
}

/**
 * Local-storage keys of the stored session values (spec 3): user id, user secret key, username, login
 * type, language, device id, and the media-source key.
 */
export const SESSION_STORAGE_KEYS = {
  userId: 'user_id',
  secretKey: 'user_secret_key',
  username: 'username',
  loginType: 'login_type',
  language: 'language',
  deviceId: 'device_id',
  mediaSource: 'media_source',
} as const;

/** Spec 3: "login type (set to login_v2 after login)". */
export const LOGIN_TYPE_AFTER_LOGIN = 'login_v2';

/** Spec 4.2: what login writes and logout clears (language, device id and media source stay). */
export const SESSION_VALUE_KEYS = [
  SESSION_STORAGE_KEYS.userId,
  SESSION_STORAGE_KEYS.secretKey,
  SESSION_STORAGE_KEYS.username,
  SESSION_STORAGE_KEYS.loginType,
] as const;

const SIGNED_OUT: StoredSession = { userId: 0, secretKey: undefined };

/** The stored session, or signed-out when absent or invalid by the spec's validity rule. */
export function readStoredSession(storage: Pick<Storage, 'getItem'> | undefined): StoredSession {
  if (!storage) return SIGNED_OUT;
  const userId = storage.getItem(SESSION_STORAGE_KEYS.userId);
  const secretKey = storage.getItem(SESSION_STORAGE_KEYS.secretKey);
  if (!isValidSession(userId, secretKey)) return SIGNED_OUT;
  return { userId: Number(userId), secretKey: secretKey ?? undefined };
}

/** The credentials a sign-in hands over; username only when the source knows it. */
export interface SessionCredentials {
  userId: number;
  secretKey: string;
  username?: string;
}

/**
 * The storage entries of one sign-in (spec 3 and 4.2): id, key, username, login type login_v2 and the
 * language; the media source only when the answer names one (an earlier one is kept otherwise).
 */
export function storageEntriesForLogin(
  credentials: SessionCredentials,
  language: string,
  mediaSource = '',
): Record<string, string> {
  const entries: Record<string, string> = {
    [SESSION_STORAGE_KEYS.userId]: String(credentials.userId),
    [SESSION_STORAGE_KEYS.secretKey]: credentials.secretKey,
    [SESSION_STORAGE_KEYS.username]: credentials.username ?? '',
    [SESSION_STORAGE_KEYS.loginType]: LOGIN_TYPE_AFTER_LOGIN,
    [SESSION_STORAGE_KEYS.language]: language,
  };
  if (mediaSource) entries[SESSION_STORAGE_KEYS.mediaSource] = mediaSource;
  return entries;
}

export function credentialsOfLogin(response: LoginResponse): SessionCredentials {
  return { userId: response.user_id, secretKey: response.user_secret_key, username: response.username };
}

export function writeStoredSession(
  storage: Pick<Storage, 'setItem'>,
  credentials: SessionCredentials,
  language: string,
  mediaSource = '',
): void {
  for (const [key, value] of Object.entries(storageEntriesForLogin(credentials, language, mediaSource))) {
    storage.setItem(key, value);
  }
}

export function clearStoredSession(storage: Pick<Storage, 'removeItem'>): void {
  for (const key of SESSION_VALUE_KEYS) storage.removeItem(key);
}

export function readStoredUsername(storage: Pick<Storage, 'getItem'> | undefined): string {
  return storage?.getItem(SESSION_STORAGE_KEYS.username) ?? '';
}

/** The device id (spec 3), made once per browser and kept; sent as D-Id. */
export function ensureDeviceId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  make: () => string = () => crypto.randomUUID(),
): string {
  if (!storage) return '';
  const existing = storage.getItem(SESSION_STORAGE_KEYS.deviceId);
  if (existing && /^[A-Za-z0-9_-]{8,128}$/.test(existing)) return existing;
  const id = make();
  storage.setItem(SESSION_STORAGE_KEYS.deviceId, id);
  return id;
}
