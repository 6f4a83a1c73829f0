import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api-error';
import { contextFromSchema, parseRequestContext } from '../src/plugins/request-context';
import { buildTestApp, commonHeaders, type TestApp } from './helpers/test-app';

/** The common headers as Node delivers them: lower-case keys. */
function lowerCased(overrides: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(commonHeaders(overrides)).map(([k, v]) => [k.toLowerCase(), v]));
}

describe('parseRequestContext', () => {
  it('parses a full valid set', () => {
    const ctx = parseRequestContext(
      lowerCased({ 'User-Id': '42', 'User-Secret-Key': 's3cret', TS: '1700000000', 'User-Login': 'alice' }),
    );
    expect(ctx).toMatchObject({
      userId: 42,
      secretKey: 's3cret',
      language: 'vi-VN',
      locale: 'vi-VN',
      country: 'vn',
      ts: 1700000000,
      nonce: 'a1B2c',
      platform: 'h5',
      appVersion: '1.0.0',
      userLogin: 'alice',
      deviceId: undefined,
    });
  });

  it('userId is 0 when User-Id is empty', () => {
    expect(parseRequestContext(lowerCased({ 'User-Id': '' })).userId).toBe(0);
  });

  it('userId is 0 when User-Id is absent', () => {
    const headers = lowerCased({ 'User-Id': '7' });
    delete headers['user-id'];
    expect(parseRequestContext(headers).userId).toBe(0);
  });

  it.each(['null', 'undefined', ''])('secret %j means signed out (undefined)', (value) => {
    expect(parseRequestContext(lowerCased({ 'User-Secret-Key': value })).secretKey).toBeUndefined();
  });

  it.each([
    ['vi-VN', 'vn'],
    ['VN', 'vn'],
    ['pt_BR', 'br'],
    ['ph', 'ph'],
  ])('Country-Code %s -> country %s', (countryCode, country) => {
    expect(parseRequestContext(lowerCased({ 'Country-Code': countryCode })).country).toBe(country);
  });

  it.each([
    ['es', 'es-MX'],
    ['en', 'en-US'],
    ['xx-YY', 'vi-VN'],
    ['ja_jp', 'ja-JP'],
  ])('Xb-Language %s -> locale %s', (language, locale) => {
    const ctx = parseRequestContext(lowerCased({ 'Xb-Language': language }));
    expect(ctx.locale).toBe(locale);
    expect(ctx.language).toBe(language);
  });

  it('throws a 1002 ApiError naming the canonical header', () => {
    const headers = lowerCased();
    delete headers['app-ver'];
    const error = (() => {
      try {
        parseRequestContext(headers);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: BodyCode.INVALID_HEADER, data: { field: 'APP-VER' } });
  });
});

/** What a parse gave: the context, or the refusal's code, field and message. */
function outcome(parse: typeof parseRequestContext, headers: Record<string, unknown>) {
  try {
    // Node delivers strings (and arrays); the other values are there to be refused alike.
    return { ok: parse(headers as Parameters<typeof parseRequestContext>[0]) };
  } catch (error) {
    const e = error as ApiError;
    return { refused: { code: e.code, message: e.message, data: e.data } };
  }
}

/** Values per header: valid, empty, boundary lengths, malformed, absent, and not a string. */
const CANDIDATES: Record<string, unknown[]> = {
  'user-id': [undefined, '', '0', '42', '9'.repeat(19), '9'.repeat(20), '-1', '1.5', ' 7', ['1', '2']],
  'user-secret-key': [undefined, '', 'null', 'undefined', 'NULL', 's3cret', 'k'.repeat(256), 'k'.repeat(257), ['a']],
  'xb-language': [undefined, '', 'vi-VN', 'pt_BR', 'zh-Hant-TW', 'en', 'e', 'vi-VN-', 'vi VN', 'x'.repeat(40), ['en']],
  'country-code': [undefined, '', 'vn', 'VN', 'vi-VN', 'fil_PH', 'vnm', 'v', 'vi-VNM', ['vn']],
  ts: [undefined, '', '1700000000', '170000000', '17000000000', '17000000x0', ['1700000000']],
  nonce: [undefined, '', 'a1B2c', 'abcd', 'a'.repeat(64), 'a'.repeat(65), 'abc-12', ['a1B2c']],
  platform: [undefined, '', 'h5', 'tg', 'app', 'APP', 'web', ['h5']],
  'app-ver': [undefined, '', '1', '1.2.3.4', '1.2.3.4.5', '1.0.0-beta.1', '1.0.0+build', 'v1', ['1.0.0']],
  'user-login': [undefined, '', 'alice', 'a'.repeat(64), 'a'.repeat(65), ['a']],
  'd-id': [undefined, '', 'device-1', 'd'.repeat(128), 'd'.repeat(129), ['d']],
  'ad-id': [undefined, '', 'ad', 'd'.repeat(129)],
  'android-id': [undefined, '', 'aid', 'd'.repeat(129)],
};

describe('parseRequestContext (the fast path) agrees with ZCommonHeaders', () => {
  const base = { ...lowerCased({ 'User-Id': '5', 'User-Secret-Key': 'k' }), host: 'api', connection: 'keep-alive' };
  const withValue = (headers: Record<string, unknown>, key: string, value: unknown) => {
    const copy: Record<string, unknown> = { ...headers };
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  };

  it.each(Object.keys(CANDIDATES))('every value of %s, the others valid', (key) => {
    for (const value of CANDIDATES[key] ?? []) {
      const headers = withValue(base, key, value);
      expect({ value, ...outcome(parseRequestContext, headers) }).toEqual({
        value,
        ...outcome(contextFromSchema, headers),
      });
    }
  });

  it('mixes of values of every header (a fixed pseudo-random walk)', () => {
    let seed = 12345;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return Math.floor(seed / 65_536) % n;
    };
    let accepted = 0;
    for (let i = 0; i < 3000; i++) {
      let headers: Record<string, unknown> = base;
      for (const [key, values] of Object.entries(CANDIDATES)) {
        // Mostly valid values, so that many mixes pass and their contexts are compared too.
        if (next(4) === 0) headers = withValue(headers, key, values[next(values.length)]);
      }
      const fast = outcome(parseRequestContext, headers);
      expect(fast).toEqual(outcome(contextFromSchema, headers));
      if ('ok' in fast) accepted++;
    }
    expect(accepted).toBeGreaterThan(300);
  });
});

describe('GET /api/server_time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/server_time', headers: commonHeaders(headers) });

  it('reports a signed-out caller (User-Id 0)', async () => {
    const res = await get({});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 0,
      data: { signed_in: false, platform: 'h5', locale: 'vi-VN', country: 'vn' },
    });
  });

  it('reports signed out when the secret is "null" even with a User-Id', async () => {
    const res = await get({ 'User-Id': '42', 'User-Secret-Key': 'null' });
    expect(res.json().data.signed_in).toBe(false);
  });

  it('reports a signed-in caller (User-Id and secret both sent)', async () => {
    const res = await get({ 'User-Id': '42', 'User-Secret-Key': 's3cret' });
    expect(res.json().data.signed_in).toBe(true);
  });

  it('resolves locale and country from the headers', async () => {
    const res = await get({ 'Xb-Language': 'es', 'Country-Code': 'es-AR', PLATFORM: 'tg' });
    expect(res.json().data).toMatchObject({ locale: 'es-MX', country: 'ar', platform: 'tg' });
  });

  it.each([-3600, 0, 125])('computes skew_s as TS minus server_ts (offset %i s)', async (offset) => {
    const ts = Math.floor(Date.now() / 1000) + offset;
    const res = await get({ TS: String(ts) });
    const data = res.json().data;
    expect(data.skew_s).toBe(ts - data.server_ts);
    expect(data.server_ts).toBe(Math.floor(data.server_ms / 1000));
  });
});
