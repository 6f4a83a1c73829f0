import { ParseError } from '@app/shared/core/parse';
import { describe, expect, it } from 'vitest';
import {
  LaunchParamsError,
  messengerUserOf,
  parseLaunchParams,
  parseThemeParams,
  resolveLaunchParams,
  serializeLaunchParams,
  versionAtLeast,
} from './launch-params';

const INIT_DATA = `query_id=AAE&user=${encodeURIComponent('{"id":279058397,"first_name":"Vlad","username":"vdkfrost"}')}&auth_date=1700000000&hash=abc`;
const THEME = { bg_color: '#FFF', text_color: 'rgb(0, 0, 0)', button_color: '#2481cc' };
const BARE = `#tgWebAppData=${encodeURIComponent(INIT_DATA)}&tgWebAppVersion=7.10&tgWebAppPlatform=android&tgWebAppStartParam=from-ads1`;
const HASH = `${BARE}&tgWebAppThemeParams=${encodeURIComponent(JSON.stringify(THEME))}`;
const PARAMS = {
  initData: INIT_DATA,
  version: '7.10',
  platform: 'android',
  startParam: 'from-ads1',
  themeParams: { bg_color: '#ffffff', text_color: '#000000', button_color: '#2481cc' },
};

function parseCode(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof ParseError ? error.code : String(error);
  }
  return undefined;
}

describe('parseLaunchParams', () => {
  it('reads init data, version, platform, start parameter and theme (colours normalised) from the fragment', () => {
    expect(parseLaunchParams(`https://app.test/vi-VN${HASH}`)).toEqual(PARAMS);
  });

  it('takes a start parameter from the query too', () => {
    const url = `https://app.test/vi-VN?tgWebAppStartParam=q1#tgWebAppData=${encodeURIComponent(INIT_DATA)}&tgWebAppVersion=6.9`;
    expect(parseLaunchParams(url)).toEqual({
      initData: INIT_DATA,
      version: '6.9',
      platform: '',
      startParam: 'q1',
      themeParams: {},
    });
  });

  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
  ])('spec 5 booleans: tgWebAppShowSettings / tgWebAppBotInline=%s -> %s', (raw, expected) => {
    const parsed = parseLaunchParams(`${HASH}&tgWebAppShowSettings=${raw}&tgWebAppBotInline=${raw}`);
    expect(parsed?.showSettings).toBe(expected);
    expect(parsed?.botInline).toBe(expected);
  });

  it.each([undefined, '', 'https://app.test/vi-VN', 'https://app.test/#tgWebAppVersion=7.0', 'not a url at all %%'])(
    'no init data in %j -> undefined (an empty source)',
    (url) => {
      expect(parseLaunchParams(url)).toBeUndefined();
    },
  );

  it.each([
    ['a boolean that is not 1/true/0/false', `${HASH}&tgWebAppShowSettings=yes`, 'ERR_PARSE'],
    ['theme params that are not JSON', `${BARE}&tgWebAppThemeParams=%7Bnope`, 'ERR_PARSE'],
    ['theme params that are not an object', `${BARE}&tgWebAppThemeParams=%5B1%5D`, 'ERR_UNEXPECTED_TYPE'],
    [
      'a colour that is a number',
      `${BARE}&tgWebAppThemeParams=${encodeURIComponent('{"bg_color":1}')}`,
      'ERR_UNEXPECTED_TYPE',
    ],
    [
      'a colour in no known form',
      `${BARE}&tgWebAppThemeParams=${encodeURIComponent('{"bg_color":"red"}')}`,
      'ERR_PARSE',
    ],
  ])('%s raises ParseError %s', (_what, url, code) => {
    expect(parseCode(() => parseLaunchParams(url))).toBe(code);
  });
});

describe('parseThemeParams', () => {
  it('keeps snake_case keys only and normalises 3-digit hex and rgb()', () => {
    expect(parseThemeParams('{"bg_color":"#abc","headerColor":"#000","hint_color":"rgb(153,153,153)"}')).toEqual({
      bg_color: '#aabbcc',
      hint_color: '#999999',
    });
  });
});

describe('resolveLaunchParams (spec 5: URL, first navigation entry, session storage)', () => {
  const stored = serializeLaunchParams({ ...PARAMS, startParam: 'stored' });

  it('the URL comes first, and is to be stored', () => {
    expect(resolveLaunchParams({ locationUrl: `https://a.test/${HASH}`, navigationUrl: undefined, stored })).toEqual({
      ok: true,
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
    ).toEqual({ ok: true, params: PARAMS, store: true });
  });

  it('then session storage (after a reload), not stored again', () => {
    expect(resolveLaunchParams({ locationUrl: 'https://a.test/x', navigationUrl: 'https://a.test/x', stored })).toEqual(
      {
        ok: true,
        params: { ...PARAMS, startParam: 'stored' },
        store: false,
      },
    );
  });

  it('a source that does not parse is passed over for the next one', () => {
    const broken = `https://a.test/${HASH}&tgWebAppBotInline=maybe`;
    expect(resolveLaunchParams({ locationUrl: broken, navigationUrl: broken, stored })).toMatchObject({
      ok: true,
      store: false,
    });
  });

  it('none of them: a LaunchParamsError naming why each source failed', () => {
    const result = resolveLaunchParams({
      locationUrl: 'https://a.test/',
      navigationUrl: `https://a.test/${HASH}&tgWebAppShowSettings=2`,
      stored: null,
    });
    expect(result.ok).toBe(false);
    const error = result.ok ? undefined : result.error;
    expect(error).toBeInstanceOf(LaunchParamsError);
    expect(error?.code).toBe('ERR_LAUNCH_PARAMS');
    expect(error?.sources.map((s) => [s.source, s.error === 'empty' ? 'empty' : s.error.code])).toEqual([
      ['url', 'empty'],
      ['navigation entry', 'ERR_PARSE'],
      ['session storage', 'empty'],
    ]);
  });

  it('what is stored reads back the same', () => {
    const full = { ...PARAMS, showSettings: true, botInline: false };
    expect(parseLaunchParams(`#${serializeLaunchParams(full)}`)).toEqual(full);
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
