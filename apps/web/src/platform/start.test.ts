import { encodeStartParam } from '@app/shared/core/start-param';
import { describe, expect, it } from 'vitest';
import { ENTRY_PATH_STORAGE_KEY, inAppPath, launchKey, planStart, rememberEntryPath } from './start';

describe('inAppPath', () => {
  it.each([
    ['/vi-VN/win', '/win'],
    ['/vi-VN', '/'],
    ['/win/', '/win'],
    ['/en-US/wallet?tab=1', '/wallet?tab=1'],
    ['/petV2/draw?inner=1', '/petV2/draw?inner=1'],
    ['//evil.test/x', ''],
    ['https://evil.test/', ''],
    ['/\\evil.test', ''],
    ['/a\nb', ''],
    ['', ''],
  ])('%j -> %j', (raw, expected) => {
    expect(inAppPath(raw)).toBe(expected);
  });
});

describe('planStart (once per launch)', () => {
  it('the start parameter path deep-links (without its locale: the router adds the current one)', () => {
    const startParam = encodeStartParam({ path: '/wallet' });
    expect(planStart({ startParam, currentPath: '/vi-VN', storedEntryPath: null })).toEqual({ navigateTo: '/wallet' });
    expect(
      planStart({
        startParam: encodeStartParam({ path: '/ru-RU/win/money' }),
        currentPath: '/vi-VN',
        storedEntryPath: null,
      }),
    ).toEqual({
      navigateTo: '/win/money',
    });
  });

  it("a gift code's link opens its page (issue 16: /gift/<code> shared into the mini app)", () => {
    const startParam = encodeStartParam({ from: 'gift', path: '/gift/ABCD2345' });
    expect(startParam).toMatch(/^[A-Za-z0-9_-]{1,64}$/); // the messenger's start parameter alphabet and length
    expect(planStart({ startParam, currentPath: '/vi-VN', storedEntryPath: '/win' })).toEqual({
      navigateTo: '/gift/ABCD2345',
    });
  });

  it('no navigation when already there', () => {
    expect(
      planStart({
        startParam: encodeStartParam({ path: '/wallet' }),
        currentPath: '/vi-VN/wallet',
        storedEntryPath: null,
      }),
    ).toEqual({});
  });

  it('the dialog name is passed on', () => {
    expect(planStart({ startParam: 'dialog-share', currentPath: '/vi-VN', storedEntryPath: null })).toEqual({
      dialog: 'share',
    });
  });

  it('without a deep link, a launch on the home page re-opens at the kept entry path', () => {
    expect(planStart({ startParam: '', currentPath: '/en-US', storedEntryPath: '/win' })).toEqual({
      navigateTo: '/win',
    });
  });

  it('a deep link wins over the kept entry path', () => {
    const startParam = encodeStartParam({ path: '/wallet' });
    expect(planStart({ startParam, currentPath: '/en-US', storedEntryPath: '/win' })).toEqual({
      navigateTo: '/wallet',
    });
  });

  it('a launch on another page than home stays there', () => {
    expect(planStart({ startParam: '', currentPath: '/en-US/inbet', storedEntryPath: '/win' })).toEqual({});
  });

  it('an entry path that is not in-app is ignored', () => {
    expect(planStart({ startParam: '', currentPath: '/en-US', storedEntryPath: '//evil.test' })).toEqual({});
  });
});

describe('rememberEntryPath / launchKey', () => {
  it('keeps the entry page without its locale', () => {
    const kept = new Map<string, string>();
    rememberEntryPath('/vi-VN/inbet', { setItem: (k: string, v: string) => kept.set(k, v) });
    expect(kept.get(ENTRY_PATH_STORAGE_KEY)).toBe('/inbet');
  });

  it('a launch is known by its init data hash', () => {
    expect(launchKey('user=%7B%7D&auth_date=1&hash=abc')).toBe('abc');
  });
});
