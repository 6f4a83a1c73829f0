import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  credentialsOfLogin,
  ensureDeviceId,
  readStoredSession,
  SESSION_STORAGE_KEYS,
  type StoredSession,
  storageEntriesForLogin,
  writeStoredSession,
} from './stored-session';

const SIGNED_OUT: StoredSession = { userId: 0, secretKey: undefined };

/** A storage holding exactly `items` (getItem answers null for anything else, like Web Storage). */
function storageOf(items: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key: string) => (Object.hasOwn(items, key) ? (items[key] ?? null) : null) };
}

const { userId: ID, secretKey: KEY } = SESSION_STORAGE_KEYS;

describe('readStoredSession', () => {
  it('uses the spec storage keys (spec 3: id, key, username, login type, language, device id, media source)', () => {
    expect(SESSION_STORAGE_KEYS).toEqual({
      userId: 'user_id',
      secretKey: 'user_secret_key',
      username: 'username',
      loginType: 'login_type',
      language: 'language',
      deviceId: 'device_id',
      mediaSource: 'media_source',
    });
  });

  it.each<[string, Record<string, string>, StoredSession]>([
    ['a valid session', { [ID]: '42', [KEY]: 'abc123' }, { userId: 42, secretKey: 'abc123' }],
    ['a large id', { [ID]: '9007199254740991', [KEY]: 'k' }, { userId: 9007199254740991, secretKey: 'k' }],
    ['id 0', { [ID]: '0', [KEY]: 'abc123' }, SIGNED_OUT],
    ['a negative id', { [ID]: '-5', [KEY]: 'abc123' }, SIGNED_OUT],
    ['a non-numeric id', { [ID]: 'abc', [KEY]: 'abc123' }, SIGNED_OUT],
    ['a fractional id', { [ID]: '1.5', [KEY]: 'abc123' }, SIGNED_OUT],
    ['an empty id', { [ID]: '', [KEY]: 'abc123' }, SIGNED_OUT],
    ["an id of 'null'", { [ID]: 'null', [KEY]: 'abc123' }, SIGNED_OUT],
    ["key ''", { [ID]: '42', [KEY]: '' }, SIGNED_OUT],
    ["key 'null'", { [ID]: '42', [KEY]: 'null' }, SIGNED_OUT],
    ["key 'undefined'", { [ID]: '42', [KEY]: 'undefined' }, SIGNED_OUT],
    ['a missing key', { [ID]: '42' }, SIGNED_OUT],
    ['a missing id', { [KEY]: 'abc123' }, SIGNED_OUT],
    ['an empty storage', {}, SIGNED_OUT],
  ])('%s -> %o', (_label, items, expected) => {
    expect(readStoredSession(storageOf(items))).toEqual(expected);
  });

  it('undefined storage (server side) -> signed out', () => {
    expect(readStoredSession(undefined)).toEqual(SIGNED_OUT);
  });

  it('returns the user id as a number', () => {
    expect(typeof readStoredSession(storageOf({ [ID]: '42', [KEY]: 'abc123' })).userId).toBe('number');
  });
});

/** A Map-backed Web Storage stand-in. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

const LOGIN: LoginResponse = {
  user_id: 77,
  user_secret_key: 'k-77',
  username: 'lan',
  user_login: 'phone',
  media_source: 'ads1',
  newbie_guide: '',
  is_new_user: false,
};

describe('storageEntriesForLogin (spec 3, 4.2)', () => {
  it('stores id, key, username, login type login_v2, language and the media source', () => {
    expect(storageEntriesForLogin(credentialsOfLogin(LOGIN), 'vi-VN', LOGIN.media_source)).toEqual({
      user_id: '77',
      user_secret_key: 'k-77',
      username: 'lan',
      login_type: 'login_v2',
      language: 'vi-VN',
      media_source: 'ads1',
    });
  });

  it('an empty media source leaves the stored one alone (no key written)', () => {
    const entries = storageEntriesForLogin(credentialsOfLogin(LOGIN), 'en-US', '');
    expect(entries).not.toHaveProperty('media_source');
  });

  it('credentials without a username store an empty username', () => {
    expect(storageEntriesForLogin({ userId: 5, secretKey: 'k' }, 'en-US').username).toBe('');
  });
});

describe('writeStoredSession / clearStoredSession', () => {
  it('a written login reads back as a valid session', () => {
    const storage = memoryStorage();
    writeStoredSession(storage, credentialsOfLogin(LOGIN), 'en-US', 'ads1');
    expect(readStoredSession(storage)).toEqual({ userId: 77, secretKey: 'k-77' });
  });

  it('logout clears id, key, username and login type, and keeps language, device id and media source', () => {
    const storage = memoryStorage({ device_id: 'device-123456', other: 'x' });
    writeStoredSession(storage, credentialsOfLogin(LOGIN), 'en-US', 'ads1');
    clearStoredSession(storage);
    expect(Object.fromEntries(storage.items)).toEqual({
      device_id: 'device-123456',
      other: 'x',
      language: 'en-US',
      media_source: 'ads1',
    });
    expect(readStoredSession(storage)).toEqual(SIGNED_OUT);
  });
});

describe('ensureDeviceId', () => {
  it('makes one id and keeps it', () => {
    const storage = memoryStorage();
    let made = 0;
    const make = () => `device-${++made}-abcdef`;
    expect(ensureDeviceId(storage, make)).toBe('device-1-abcdef');
    expect(ensureDeviceId(storage, make)).toBe('device-1-abcdef');
    expect(made).toBe(1);
  });

  it('replaces a stored value that is not an id', () => {
    const storage = memoryStorage({ device_id: 'bad id!' });
    expect(ensureDeviceId(storage, () => 'fresh-device-id')).toBe('fresh-device-id');
  });

  it('answers "" without storage (server side)', () => {
    expect(ensureDeviceId(undefined)).toBe('');
  });
});
