import { describe, expect, it } from 'vitest';
import { unknownLocalePrefix, unknownPrefixTarget } from './unknown-locale-prefix';

describe('unknownLocalePrefix', () => {
  it.each([
    ['/de-DE/wallet', { rest: '/wallet' }],
    ['/de-DE', { rest: '/' }],
    ['/de-DE/', { rest: '/' }],
    ['/de/wallet/exchange', { rest: '/wallet/exchange' }],
    ['/en-GB/wallet', { rest: '/wallet', nearest: 'en-US' }],
    ['/ja/wallet', { rest: '/wallet', nearest: 'ja-JP' }],
    ['/ja-jp/wallet', { rest: '/wallet', nearest: 'ja-JP' }],
    ['/EN-us', { rest: '/', nearest: 'en-US' }],
    ['/es-AR/user/login-home', { rest: '/user/login-home', nearest: 'es-MX' }],
    ['/pt_br/wallet', { rest: '/wallet', nearest: 'pt-BR' }],
    ['/zh-Hant-TW/wallet', { rest: '/wallet', nearest: 'zh-CN' }],
    ['/es-419', { rest: '/', nearest: 'es-MX' }],
  ])('%s -> %j', (path, expected) => {
    expect(unknownLocalePrefix(path)).toEqual(expected);
  });

  it.each([
    '/en-US/wallet',
    '/vi-VN',
    '/',
    '',
    '/wallet',
    '/win/history',
    '/pvp',
    '/r/abc',
    '/task/detailsV2',
    '/luckybear',
    '/user/login-home',
  ])('%s is not an unknown locale prefix', (path) => {
    expect(unknownLocalePrefix(path)).toBeUndefined();
  });
});

describe('unknownPrefixTarget (spec 5: a stored locale wins)', () => {
  it.each<[string, string | undefined, string | undefined]>([
    ['/de-DE/wallet', 'ru-RU', 'ru-RU'],
    ['/ja/wallet', 'ru-RU', 'ru-RU'],
    ['/ja/wallet', undefined, 'ja-JP'],
    ['/ja/wallet', 'xx-XX', 'ja-JP'],
    ['/de-DE/wallet', undefined, undefined],
    ['/de-DE/wallet', 'de-DE', undefined],
  ])('%s with NEXT_LOCALE %j -> %j', (path, stored, expected) => {
    const prefix = unknownLocalePrefix(path);
    expect(prefix).toBeDefined();
    if (prefix) expect(unknownPrefixTarget(prefix, stored)).toBe(expected);
  });
});
