import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  credentialsFromQuery,
  detectLogin,
  type LoginDetectionSources,
  messengerLoginAllowed,
  validCredentials,
  withoutQueryCredentials,
} from './login-detection';

const NATIVE = { userId: 1, secretKey: 'native-key' };
const QUERY = { userId: 2, secretKey: 'query-key' };
const STORED = { userId: 3, secretKey: 'stored-key', username: 'kept' };
const MESSENGER: LoginResponse = {
  user_id: 4,
  user_secret_key: 'tg-key',
  username: 'tg',
  user_login: 'tg',
  media_source: '',
  newbie_guide: '',
  is_new_user: true,
};

/** Sources that each yield a session (or not) and record the order they were asked in. */
function sources(present: Partial<Record<'native' | 'query' | 'stored' | 'messenger', boolean>>, pathname = '/vi-VN') {
  const asked: string[] = [];
  function ask<T>(name: keyof typeof present, value: T): T | undefined {
    asked.push(name);
    return present[name] ? value : undefined;
  }
  const s: LoginDetectionSources = {
    pathname,
    native: async () => ask('native', NATIVE),
    query: () => ask('query', QUERY),
    stored: () => ask('stored', STORED),
    messenger: async () => ask('messenger', MESSENGER),
  };
  return { s, asked };
}

describe('detectLogin (spec 4.1 step 3: native, query, stored, messenger)', () => {
  it('the native app wins over everything and nothing else is asked', async () => {
    const { s, asked } = sources({ native: true, query: true, stored: true, messenger: true });
    expect(await detectLogin(s)).toEqual({ source: 'native', credentials: NATIVE });
    expect(asked).toEqual(['native']);
  });

  it('query-string credentials win over stored ones', async () => {
    const { s, asked } = sources({ query: true, stored: true, messenger: true });
    expect(await detectLogin(s)).toEqual({ source: 'query', credentials: QUERY });
    expect(asked).toEqual(['native', 'query']);
  });

  it('stored credentials are used before the messenger is asked', async () => {
    const { s, asked } = sources({ stored: true, messenger: true });
    expect(await detectLogin(s)).toEqual({ source: 'stored', credentials: STORED });
    expect(asked).toEqual(['native', 'query', 'stored']);
  });

  it('the messenger is tried last, on /', async () => {
    const { s, asked } = sources({ messenger: true });
    expect(await detectLogin(s)).toEqual({ source: 'messenger', response: MESSENGER });
    expect(asked).toEqual(['native', 'query', 'stored', 'messenger']);
  });

  it.each(['/vi-VN/wallet', '/en-US/user/login-home', '/en-US/win/history'])(
    'the messenger is not tried on %s',
    async (pathname) => {
      const { s, asked } = sources({ messenger: true }, pathname);
      expect(await detectLogin(s)).toBeUndefined();
      expect(asked).not.toContain('messenger');
    },
  );

  it('a failing native bridge counts as no native session', async () => {
    const { s } = sources({ stored: true });
    s.native = vi.fn(async () => {
      throw new Error('JsBridge getLoginInfo error');
    });
    expect(await detectLogin(s)).toEqual({ source: 'stored', credentials: STORED });
  });

  it('a failing messenger login is passed on (to the shared error handler)', async () => {
    const { s } = sources({});
    s.messenger = async () => {
      throw new Error('init data rejected');
    };
    await expect(detectLogin(s)).rejects.toThrow('init data rejected');
  });

  it('no source at all: signed out', async () => {
    expect(await detectLogin(sources({}).s)).toBeUndefined();
  });
});

describe('messengerLoginAllowed (spec 4.1: only /, /win and /inbet)', () => {
  it.each([
    ['/', true],
    ['/vi-VN', true],
    ['/vi-VN/', true],
    ['/en-US/win', true],
    ['/ru-RU/inbet', true],
    ['/win', true],
    ['/en-US/win/history', false],
    ['/en-US/inbet/money', false],
    ['/en-US/wallet', false],
    ['/en-US/winner', false],
    ['/de-DE/win', false],
  ])('%s -> %s', (pathname, allowed) => {
    expect(messengerLoginAllowed(pathname)).toBe(allowed);
  });
});

describe('query-string credentials', () => {
  it.each<[string, ReturnType<typeof credentialsFromQuery>]>([
    ['?userId=12&secretKey=abc', { userId: 12, secretKey: 'abc', username: undefined }],
    ['?userId=12&secretKey=a%2Bb', { userId: 12, secretKey: 'a+b', username: undefined }],
    ['?userId=12', undefined],
    ['?secretKey=abc', undefined],
    ['?userId=0&secretKey=abc', undefined],
    ['?userId=-3&secretKey=abc', undefined],
    ['?userId=1e3&secretKey=abc', undefined],
    ['?userId=12&secretKey=null', undefined],
    ['?userId=12&secretKey=undefined', undefined],
    ['?userId=12&secretKey=', undefined],
    ['', undefined],
  ])('%s -> %o', (search, expected) => {
    expect(credentialsFromQuery(search)).toEqual(expected);
  });

  it('are removed from the URL; other parameters and the fragment stay', () => {
    expect(withoutQueryCredentials('https://x.test/vi-VN/win?userId=1&secretKey=k&tab=hot#top')).toBe(
      '/vi-VN/win?tab=hot#top',
    );
    expect(withoutQueryCredentials('https://x.test/vi-VN?userId=1&secretKey=k')).toBe('/vi-VN');
  });

  it('a URL without them is left exactly as it was', () => {
    expect(withoutQueryCredentials('https://x.test/vi-VN?tab=hot')).toBe('https://x.test/vi-VN?tab=hot');
  });
});

describe('validCredentials', () => {
  it('accepts a number or decimal-string id and keeps a string username', () => {
    expect(validCredentials(5, 'k', 'u')).toEqual({ userId: 5, secretKey: 'k', username: 'u' });
    expect(validCredentials('5', 'k', 7)).toEqual({ userId: 5, secretKey: 'k', username: undefined });
  });

  it.each([
    [0, 'k'],
    [5, ''],
    [5, 'null'],
    [5, 42],
    [null, 'k'],
    [{}, 'k'],
  ])('refuses (%j, %j)', (id, key) => {
    expect(validCredentials(id, key)).toBeUndefined();
  });
});
