import { describe, expect, it } from 'vitest';
import { CANONICAL_HEADER_NAME, HEADER } from './header-names';
import { ZCommonHeaders } from './headers';

/** A valid signed-out set, with the lower-case keys Node delivers. */
function validHeaders(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const headers: Record<string, string | undefined> = {
    'user-id': '0',
    'user-secret-key': '',
    'xb-language': 'vi-VN',
    'country-code': 'vn',
    ts: '1700000000',
    nonce: 'a1B2c',
    platform: 'h5',
    'app-ver': '1.0.0',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

describe('ZCommonHeaders', () => {
  it('accepts a valid signed-out set', () => {
    const parsed = ZCommonHeaders.parse(validHeaders());
    expect(parsed).toMatchObject({
      'user-id': 0,
      'user-secret-key': undefined,
      'xb-language': 'vi-VN',
      'country-code': 'vn',
      ts: '1700000000',
      nonce: 'a1B2c',
      platform: 'h5',
      'app-ver': '1.0.0',
    });
  });

  it('accepts a valid signed-in set with the optional headers, ignoring unrelated headers', () => {
    const parsed = ZCommonHeaders.parse(
      validHeaders({
        'user-id': '123456789',
        'user-secret-key': 'secret',
        platform: 'app',
        'app-ver': '3.3.6-beta.1',
        'user-login': 'alice',
        'd-id': 'device-1',
        'ad-id': '',
        host: 'localhost',
      }),
    );
    expect(parsed).toMatchObject({
      'user-id': 123456789,
      'user-secret-key': 'secret',
      'user-login': 'alice',
      'd-id': 'device-1',
      'ad-id': undefined,
    });
  });

  it.each(['null', 'undefined', ''])('treats User-Secret-Key %j as absent', (value) => {
    expect(ZCommonHeaders.parse(validHeaders({ 'user-secret-key': value }))['user-secret-key']).toBeUndefined();
  });

  it.each([
    ['xb-language', undefined],
    ['xb-language', 'vietnamese!'],
    ['country-code', undefined],
    ['country-code', 'vnm'],
    ['country-code', 'v1'],
    ['ts', undefined],
    ['ts', '170000000'],
    ['ts', '17000000000'],
    ['ts', '1700000000.5'],
    ['nonce', undefined],
    ['nonce', 'a1B2'],
    ['nonce', 'a1B2c!'],
    ['nonce', 'x'.repeat(65)],
    ['platform', undefined],
    ['platform', 'web'],
    ['platform', 'H5'],
    ['app-ver', undefined],
    ['app-ver', 'v1.0'],
    ['user-id', '-1'],
    ['user-id', 'abc'],
    ['user-id', '1.5'],
    ['user-id', '1'.repeat(20)],
    ['user-secret-key', 's'.repeat(257)],
    ['user-login', 'u'.repeat(65)],
    ['d-id', 'd'.repeat(129)],
    ['ad-id', 'a'.repeat(129)],
    ['android-id', 'a'.repeat(129)],
  ])('rejects %s=%j with an issue naming that header', (key, value) => {
    const result = ZCommonHeaders.safeParse(validHeaders({ [key]: value }));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.path).toEqual([key]);
  });

  it('maps every lower-case key back to its canonical header name', () => {
    for (const key of Object.keys(ZCommonHeaders.shape)) {
      expect(CANONICAL_HEADER_NAME[key]?.toLowerCase()).toBe(key);
    }
    expect(Object.values(CANONICAL_HEADER_NAME).sort()).toEqual(Object.values(HEADER).sort());
  });
});
