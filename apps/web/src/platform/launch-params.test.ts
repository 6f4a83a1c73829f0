import { describe, expect, it } from 'vitest';
import {
  messengerUserOf,
  parseLaunchParams,
  resolveLaunchParams,
  serializeLaunchParams,
  versionAtLeast,
} from './launch-params';

const INIT_DATA = `query_id=AAE&user=${encodeURIComponent('{"id":279058397,"first_name":"Vlad","username":"vdkfrost"}')}&auth_date=1700000000&hash=abc`;
const HASH = `#tgWebAppData=${encodeURIComponent(INIT_DATA)}&tgWebAppVersion=7.10&tgWebAppPlatform=android&tgWebAppStartParam=from-ads1`;
const PARAMS = { initData: INIT_DATA, version: '7.10', platform: 'android', startParam: 'from-ads1' };

describe('parseLaunchParams', () => {
  it('reads init data, version, platform and start parameter from the fragment', () => {
    expect(parseLaunchParams(`https://app.test/vi-VN${HASH}`)).toEqual(PARAMS);
  });

  it('takes a start parameter from the query too', () => {
    const url = `https://app.test/vi-VN?tgWebAppStartParam=q1#tgWebAppData=${encodeURIComponent(INIT_DATA)}&tgWebAppVersion=6.9`;
    expect(parseLaunchParams(url)).toEqual({ initData: INIT_DATA, version: '6.9', platform: '', startParam: 'q1' });
  });

  it.each([undefined, '', 'https://app.test/vi-VN', 'https://app.test/#tgWebAppVersion=7.0', 'not a url at all %%'])(
    'no init data in %j -> undefined',
    (url) => {
      expect(parseLaunchParams(url)).toBeUndefined();
    },
  );
});

describe('resolveLaunchParams (spec 5: URL, first navigation entry, session storage)', () => {
  const stored = serializeLaunchParams({ ...PARAMS, startParam: 'stored' });

  it('the URL comes first, and is to be stored', () => {
    expect(resolveLaunchParams({ locationUrl: `https://a.test/${HASH}`, navigationUrl: undefined, stored })).toEqual({
      params: PARAMS,
      store: true,
    });
  });

  it('then the first navigation entry (the fragment was dropped by a client navigation)', () => {
    expect(
      resolveLaunchParams({
        locationUrl: 'https://a.test/vi-VN/wallet',
        navigationUrl: `https://a.test/${HASH}`,
        stored,
      }),
    ).toEqual({ params: PARAMS, store: true });
  });

  it('then session storage (after a reload), not stored again', () => {
    expect(resolveLaunchParams({ locationUrl: 'https://a.test/x', navigationUrl: 'https://a.test/x', stored })).toEqual(
      {
        params: { ...PARAMS, startParam: 'stored' },
        store: false,
      },
    );
  });

  it('none of them: not inside the messenger', () => {
    expect(
      resolveLaunchParams({ locationUrl: 'https://a.test/', navigationUrl: undefined, stored: null }),
    ).toBeUndefined();
  });

  it('what is stored reads back the same', () => {
    expect(parseLaunchParams(`#${serializeLaunchParams(PARAMS)}`)).toEqual(PARAMS);
  });
});

describe('versionAtLeast', () => {
  it.each([
    ['6.9', '6.9', true],
    ['6.10', '6.9', true],
    ['7.0', '6.9', true],
    ['6.2', '6.9', false],
    ['6', '6.9', false],
    ['', '6.9', false],
    ['7.2', '7.2', true],
    ['7.1.9', '7.2', false],
  ])('%s >= %s: %s', (version, minimum, expected) => {
    expect(versionAtLeast(version, minimum)).toBe(expected);
  });
});

describe('messengerUserOf', () => {
  it('reads the user id from init data', () => {
    expect(messengerUserOf(INIT_DATA)).toEqual({ id: 279058397, username: 'vdkfrost' });
  });

  it.each(['', 'user=notjson', `user=${encodeURIComponent('{"first_name":"x"}')}`])('%j -> undefined', (data) => {
    expect(messengerUserOf(data)).toBeUndefined();
  });
});
