import { describe, expect, it } from 'vitest';
import { type BodyCodeSituation, decideBodyCodeAction } from './body-code-policy';

const MAIN: BodyCodeSituation = {
  code: 1004,
  platform: 'h5',
  route: '/en-US/wallet?tab=usdt',
  locale: 'en-US',
  userId: 42,
  exemptUserIds: [7, 8],
  reloadCount: 0,
};

describe('decideBodyCodeAction (spec 8.3)', () => {
  it('1004 on the main site: end the session and go to login-home with the route as backUrl', () => {
    expect(decideBodyCodeAction(MAIN)).toEqual({
      kind: 'end-session',
      goTo: '/en-US/user/login-home?backUrl=%2Fen-US%2Fwallet%3Ftab%3Dusdt',
    });
  });

  it('1004 in the native app behaves as on the main site', () => {
    expect(decideBodyCodeAction({ ...MAIN, platform: 'app' })).toMatchObject({ kind: 'end-session' });
  });

  it('1004 on a sign-in screen ends the session without redirecting again', () => {
    expect(decideBodyCodeAction({ ...MAIN, route: '/en-US/user/login?backUrl=%2Fen-US' })).toEqual({
      kind: 'end-session',
      goTo: null,
    });
  });

  it('1004 on a money page under /user/ goes to login-home and back (it is no sign-in screen)', () => {
    expect(decideBodyCodeAction({ ...MAIN, route: '/vi-VN/user/orders?order=or_0123456789' })).toEqual({
      kind: 'end-session',
      goTo: '/en-US/user/login-home?backUrl=%2Fvi-VN%2Fuser%2Forders%3Forder%3Dor_0123456789',
    });
  });

  it.each([0, 1, 2])('1004 in the messenger after %i reloads: report, log out, reload', (reloadCount) => {
    expect(decideBodyCodeAction({ ...MAIN, platform: 'tg', reloadCount })).toEqual({ kind: 'messenger-reload' });
  });

  it.each([3, 4, 10])('1004 in the messenger after %i reloads: the account-abnormal state', (reloadCount) => {
    expect(decideBodyCodeAction({ ...MAIN, platform: 'tg', reloadCount })).toEqual({ kind: 'account-abnormal' });
  });

  it("1004 on a casino-brand path goes to the brand's own session-expired page, back to where it was", () => {
    expect(decideBodyCodeAction({ ...MAIN, route: '/ru-RU/luckybear/vip?x=1', locale: 'ru-RU' })).toEqual({
      kind: 'end-session',
      goTo: `/ru-RU/luckybear/expired?backUrl=${encodeURIComponent('/ru-RU/luckybear/vip?x=1')}`,
    });
  });

  it("1004 on the brand's session-expired page itself clears the session and stays", () => {
    expect(decideBodyCodeAction({ ...MAIN, route: '/en-US/luckybear/expired?backUrl=%2Fen-US%2Fluckybear' })).toEqual({
      kind: 'end-session',
      goTo: null,
    });
  });

  it('1004 on a casino-brand path inside the messenger still follows the casino rule', () => {
    expect(decideBodyCodeAction({ ...MAIN, platform: 'tg', route: '/en-US/luckybear' })).toMatchObject({
      kind: 'end-session',
      goTo: `/en-US/luckybear/expired?backUrl=${encodeURIComponent('/en-US/luckybear')}`,
    });
  });

  it.each([7, 8])('1004 on a casino-brand path for exempt user %i: nothing', (userId) => {
    expect(decideBodyCodeAction({ ...MAIN, route: '/en-US/luckybear', userId })).toEqual({ kind: 'none' });
  });

  it('"luckybear" only in the query is not the casino brand', () => {
    expect(decideBodyCodeAction({ ...MAIN, route: '/en-US/wallet?from=luckybear' })).toMatchObject({
      kind: 'end-session',
      goTo: expect.stringContaining('/en-US/user/login-home'),
    });
  });

  it('1010: go to /user/login?verify=true (with the route as backUrl)', () => {
    expect(decideBodyCodeAction({ ...MAIN, code: 1010 })).toEqual({
      kind: 'go',
      to: '/en-US/user/login?verify=true&backUrl=%2Fen-US%2Fwallet%3Ftab%3Dusdt',
    });
  });

  it('1010 while already on the login page: nothing', () => {
    expect(decideBodyCodeAction({ ...MAIN, code: 1010, route: '/en-US/user/login?verify=true' })).toEqual({
      kind: 'none',
    });
  });

  it('1012: the bind-phone flow with the in-flight route as backUrl', () => {
    expect(decideBodyCodeAction({ ...MAIN, code: 1012 })).toEqual({
      kind: 'bind-phone',
      backUrl: '/en-US/wallet?tab=usdt',
    });
  });

  it('1012 on the bind-phone page itself: nothing', () => {
    expect(decideBodyCodeAction({ ...MAIN, code: 1012, route: '/en-US/user/bind-phone?backUrl=%2F' })).toEqual({
      kind: 'none',
    });
  });

  it.each<BodyCodeSituation['platform']>(['h5', 'tg', 'app'])('1013 on %s: the account-abnormal dialog', (platform) => {
    expect(decideBodyCodeAction({ ...MAIN, code: 1013, platform })).toEqual({ kind: 'account-abnormal' });
  });

  it('1014: the balance-lack dialog naming the coin of data.coin (spec 8.1)', () => {
    expect(decideBodyCodeAction({ ...MAIN, code: 1014, data: { coin: 'WH', needed: '12.5' } })).toEqual({
      kind: 'balance-lack',
      coin: 'WH',
    });
  });

  it('1014 without a coin in data: the dialog without a coin', () => {
    expect(decideBodyCodeAction({ ...MAIN, code: 1014, data: null })).toEqual({ kind: 'balance-lack', coin: '' });
  });

  it.each([undefined, 0, 1001, 1003, 1006, 1007, 1015, 500])('code %s: nothing central', (code) => {
    expect(decideBodyCodeAction({ ...MAIN, code })).toEqual({ kind: 'none' });
  });
});
