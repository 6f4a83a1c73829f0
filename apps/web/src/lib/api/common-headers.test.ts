import { HEADER, NONCE_LENGTH, ZCommonHeaders } from '@app/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCommonHeaders, type HeaderContext, randomNonce } from './common-headers';

const REQUIRED_NAMES = [
  'User-Id',
  'User-Secret-Key',
  'Xb-Language',
  'Country-Code',
  'TS',
  'NONCE',
  'PLATFORM',
  'APP-VER',
];
const OPTIONAL_NAMES = ['User-Login', 'D-Id', 'Ad-Id', 'Android-Id'];

const NOW_MS = 1_700_000_123_987;

const signedIn: HeaderContext = {
  userId: 42,
  secretKey: 'sk-abc',
  language: 'en-US',
  countryCode: 'ph',
  platform: 'h5',
  appVersion: '1.2.3',
};

const withOptionals: HeaderContext = {
  ...signedIn,
  userLogin: 'player@example.com',
  deviceId: 'device-1',
  adId: 'ad-1',
  androidId: 'android-1',
};

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('buildCommonHeaders', () => {
  it('sends exactly the 8 required headers with the spec names', () => {
    const headers = buildCommonHeaders(signedIn, NOW_MS, 'Ab3dE');
    expect(Object.keys(headers).sort()).toEqual([...REQUIRED_NAMES].sort());
    expect(headers).toEqual({
      'User-Id': '42',
      'User-Secret-Key': 'sk-abc',
      'Xb-Language': 'en-US',
      'Country-Code': 'ph',
      TS: '1700000123',
      NONCE: 'Ab3dE',
      PLATFORM: 'h5',
      'APP-VER': '1.2.3',
    });
  });

  it('uses the shared HEADER names', () => {
    expect(Object.values(HEADER).sort()).toEqual([...REQUIRED_NAMES, ...OPTIONAL_NAMES].sort());
  });

  it.each([
    [0, '0'],
    [999, '0'],
    [1_000, '1'],
    [1_700_000_000_000, '1700000000'],
    [1_700_000_000_999, '1700000000'],
  ])('TS for nowMs %i is unix seconds %s', (nowMs, ts) => {
    expect(buildCommonHeaders(signedIn, nowMs).TS).toBe(ts);
  });

  it('TS defaults to the current time in unix seconds', () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW_MS);
    expect(buildCommonHeaders(signedIn).TS).toBe('1700000123');
  });

  it('NONCE defaults to a fresh random nonce', () => {
    expect(buildCommonHeaders(signedIn, NOW_MS).NONCE).toMatch(/^[A-Za-z0-9]{5}$/);
  });

  it.each<[string, Pick<HeaderContext, 'userId' | 'secretKey'>]>([
    ['signed out', { userId: 0, secretKey: undefined }],
    ['a negative user id', { userId: -1, secretKey: undefined }],
  ])('%s -> User-Id "0" and an empty User-Secret-Key', (_label, session) => {
    const headers = buildCommonHeaders({ ...signedIn, ...session }, NOW_MS);
    expect(headers['User-Id']).toBe('0');
    expect(headers['User-Secret-Key']).toBe('');
  });

  it.each<[string, keyof HeaderContext, string]>([
    ['User-Login', 'userLogin', 'player@example.com'],
    ['D-Id', 'deviceId', 'device-1'],
    ['Ad-Id', 'adId', 'ad-1'],
    ['Android-Id', 'androidId', 'android-1'],
  ])('optional %s is sent only when %s is given', (name, field, value) => {
    expect(buildCommonHeaders(signedIn, NOW_MS)).not.toHaveProperty(name);
    expect(buildCommonHeaders({ ...signedIn, [field]: '' }, NOW_MS)).not.toHaveProperty(name);
    const headers = buildCommonHeaders({ ...signedIn, [field]: value }, NOW_MS);
    expect(headers[name]).toBe(value);
    expect(Object.keys(headers).sort()).toEqual([...REQUIRED_NAMES, name].sort());
  });

  it.each<[string, HeaderContext]>([
    ['signed in', signedIn],
    ['signed out', { ...signedIn, userId: 0, secretKey: undefined }],
    ['with all optional headers', withOptionals],
    ['on the app platform', { ...signedIn, platform: 'app', language: 'vi-VN', countryCode: 'vn' }],
  ])('the headers (%s) pass the shared ZCommonHeaders schema after lower-casing the keys', (_label, ctx) => {
    const headers = buildCommonHeaders(ctx);
    const result = ZCommonHeaders.safeParse(lowerCaseKeys(headers));
    expect(result.error?.issues).toBeUndefined();
    expect(result.success).toBe(true);
    expect(result.data?.['user-id']).toBe(Math.max(ctx.userId, 0));
    expect(result.data?.['user-secret-key']).toBe(ctx.secretKey);
  });
});

describe('randomNonce', () => {
  it('yields NONCE_LENGTH (5) alphanumerics', () => {
    expect(NONCE_LENGTH).toBe(5);
    for (let i = 0; i < 50; i++) expect(randomNonce()).toMatch(/^[A-Za-z0-9]{5}$/);
  });

  it('honours an explicit length', () => {
    expect(randomNonce(12)).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it('is not constant over 200 draws', () => {
    const draws = new Set(Array.from({ length: 200 }, () => randomNonce()));
    expect(draws.size).toBeGreaterThan(1);
  });

  it('maps bytes onto A-Z, a-z, 0-9', () => {
    vi.spyOn(crypto, 'getRandomValues').mockImplementationOnce(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint8Array).set([0, 25, 26, 61, 62]);
      return array;
    });
    expect(randomNonce()).toBe('AZa9A');
  });

  it('redraws bytes >= 248 instead of biasing the result', () => {
    vi.spyOn(crypto, 'getRandomValues')
      .mockImplementationOnce(<T extends ArrayBufferView | null>(array: T): T => {
        (array as unknown as Uint8Array).set([248, 0, 255, 1, 2]);
        return array;
      })
      .mockImplementationOnce(<T extends ArrayBufferView | null>(array: T): T => {
        (array as unknown as Uint8Array).set([3, 250, 4, 5, 6]);
        return array;
      });
    expect(randomNonce()).toBe('ABCDE');
  });
});
