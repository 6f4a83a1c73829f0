import { parseStartParam } from '@app/shared/core/start-param';
import { describe, expect, it } from 'vitest';
import { deepLinkFields, deepLinkHref, inAppTarget, messengerLink, START_PARAM_MAX, startAppParam } from './deep-link';

const none = { from: '', m: '', path: '', dialog: '' };

describe('deepLinkFields: the query of /openDeepLinkInTg under the mini app’s rules (spec 3)', () => {
  it.each([
    [
      'all four fields',
      { path: '/luckycode/land?code=ABC', from: 'share', m: '42', dialog: 'share' },
      { path: '/luckycode/land?code=ABC', from: 'share', m: '42', dialog: 'share' },
    ],
    ['nothing', {}, none],
    ['the first of repeated values', { from: ['a', 'b'] }, { ...none, from: 'a' }],
    ['a path to another origin is dropped', { path: '//evil.example/x', from: 'x' }, { ...none, from: 'x' }],
    ['a URL as the path is dropped', { path: 'https://evil.example/' }, none],
    ['unsafe characters drop the field', { from: '<script>', m: '7' }, { ...none, m: '7' }],
  ])('%s', (_name, query, expected) => {
    expect(deepLinkFields(query)).toEqual(expected);
  });
});

describe('startAppParam: the encoded start parameter', () => {
  it('round-trips through the mini app’s parser, in the messenger’s alphabet', () => {
    const fields = { from: 'share', m: '42', path: '/wallet?tab=1', dialog: 'share' };
    const param = startAppParam(fields);
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parseStartParam(param)).toEqual(fields);
  });

  it('leaves empty fields out, and is empty for no fields', () => {
    expect(parseStartParam(startAppParam({ ...none, from: 'ads' }))).toEqual({ ...none, from: 'ads' });
    expect(startAppParam({ ...none, from: 'ads' }).length).toBeLessThan(
      startAppParam({ ...none, from: 'ads', m: '1' }).length,
    );
    expect(startAppParam(none)).toBe('');
  });

  it(`over ${START_PARAM_MAX} characters: the path is dropped, the attribution kept`, () => {
    const fields = { from: 'ads', m: '42', path: `/${'a'.repeat(250)}?${'b'.repeat(150)}`, dialog: 'share' };
    const param = startAppParam(fields);
    expect(param.length).toBeLessThanOrEqual(START_PARAM_MAX);
    expect(parseStartParam(param)).toEqual({ from: 'ads', m: '42', path: '', dialog: 'share' });
  });
});

describe('messengerLink: the t.me link of the bot’s mini app', () => {
  it('carries the start parameter', () => {
    const fields = { ...none, path: '/share/land', from: 'land' };
    expect(messengerLink('platform_bot', fields)).toBe(`https://t.me/platform_bot?startapp=${startAppParam(fields)}`);
  });
  it('opens the mini app plainly without fields', () => {
    expect(messengerLink('platform_bot', none)).toBe('https://t.me/platform_bot?startapp');
  });
  it.each(['', 'abc', 'bad name', '1starts_with_digit', 'x'.repeat(33), 'evil.example/x'])(
    'refuses the bot name %j',
    (bot) => {
      expect(messengerLink(bot, none)).toBeNull();
    },
  );
});

describe('in-app target and the opener link', () => {
  it('goes to the path, else home', () => {
    expect(inAppTarget({ ...none, path: '/luckycode/buy' })).toBe('/luckycode/buy');
    expect(inAppTarget(none)).toBe('/');
  });
  it('builds /openDeepLinkInTg with the fields present, encoded', () => {
    expect(deepLinkHref({ path: '/r/AB12CD34', from: 'share_land' })).toBe(
      '/openDeepLinkInTg?path=%2Fr%2FAB12CD34&from=share_land',
    );
    expect(deepLinkHref({})).toBe('/openDeepLinkInTg');
    expect(
      deepLinkFields(Object.fromEntries(new URL(`http://x${deepLinkHref({ path: '/a?b=1', m: '3' })}`).searchParams)),
    ).toEqual({
      ...none,
      path: '/a?b=1',
      m: '3',
    });
  });
});
