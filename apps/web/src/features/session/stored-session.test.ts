import { describe, expect, it } from 'vitest';
import { readStoredSession, SESSION_STORAGE_KEYS, type StoredSession } from './stored-session';

const SIGNED_OUT: StoredSession = { userId: 0, secretKey: undefined };

/** A storage holding exactly `items` (getItem answers null for anything else, like Web Storage). */
function storageOf(items: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key: string) => (Object.hasOwn(items, key) ? (items[key] ?? null) : null) };
}

const { userId: ID, secretKey: KEY } = SESSION_STORAGE_KEYS;

describe('readStoredSession', () => {
  it('reads the spec storage keys user_id and user_secret_key', () => {
    expect(SESSION_STORAGE_KEYS).toEqual({ userId: 'user_id', secretKey: 'user_secret_key' });
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
