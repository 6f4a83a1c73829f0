import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api-error';
import { parseRequestContext } from '../src/plugins/request-context';
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
