import { describe, expect, it } from 'vitest';
import { stripLocale } from './locale-path';
import {
  bindPhonePath,
  guidePath,
  isAuthScreen,
  legalPath,
  loginHomePath,
  opsPath,
  phoneLoginPath,
  safeBackUrl,
  sessionsBackUrl,
  sessionsPath,
  settingsPath,
} from './paths';

describe('stripLocale', () => {
  it.each([
    ['/vi-VN', '/'],
    ['/vi-VN/', '/'],
    ['/en-US/win', '/win'],
    ['/en-US/user/login-home', '/user/login-home'],
    ['/win', '/win'],
    ['/de-DE/win', '/de-DE/win'],
    ['', '/'],
  ])('%j -> %j', (path, expected) => {
    expect(stripLocale(path)).toBe(expected);
  });
});

describe('safeBackUrl (no open redirects)', () => {
  it.each([
    ['/en-US/wallet?tab=1', '/en-US/wallet?tab=1'],
    ['/en-US', '/en-US'],
    [null, '/en-US'],
    ['', '/en-US'],
    ['https://evil.test/', '/en-US'],
    ['//evil.test/x', '/en-US'],
    ['/\\evil.test', '/en-US'],
    ['javascript:alert(1)', '/en-US'],
    ['/en-US/\nx', '/en-US'],
  ])('%j -> %j', (raw, expected) => {
    expect(safeBackUrl(raw, 'en-US')).toBe(expected);
  });
});

describe('sign-in paths', () => {
  it('carry the locale and the backUrl', () => {
    expect(loginHomePath('vi-VN')).toBe('/vi-VN/user/login-home');
    expect(loginHomePath('vi-VN', '/vi-VN/win?x=1')).toBe('/vi-VN/user/login-home?backUrl=%2Fvi-VN%2Fwin%3Fx%3D1');
    expect(phoneLoginPath('en-US', { verify: true, backUrl: '/en-US' })).toBe(
      '/en-US/user/login?verify=true&backUrl=%2Fen-US',
    );
    expect(phoneLoginPath('en-US')).toBe('/en-US/user/login');
    expect(bindPhonePath('en-US', '/en-US/wallet', 'task')).toBe(
      '/en-US/user/bind-phone?backUrl=%2Fen-US%2Fwallet&from=task',
    );
  });

  it('isAuthScreen: the /user/... sign-in screens', () => {
    expect(isAuthScreen('/en-US/user/login-home')).toBe(true);
    expect(isAuthScreen('/en-US/wallet')).toBe(false);
    expect(isAuthScreen('/vi-VN/user/login')).toBe(true);
    expect(isAuthScreen('/vi-VN/user/bind-phone/')).toBe(true);
    expect(isAuthScreen('/vi-VN/user/oauth-callback')).toBe(true);
    expect(isAuthScreen('/vi-VN/user/sessions')).toBe(true);
  });

  it('isAuthScreen: not the money pages under /user/ (a session ending there goes to login-home)', () => {
    for (const page of ['orders', 'withdrawNew', 'withdraw', 'payment', 'withdraw-quantity']) {
      expect(isAuthScreen(`/vi-VN/user/${page}`), page).toBe(false);
    }
  });
});

describe('legal pages', () => {
  it('carry the locale and an optional backUrl', () => {
    expect(legalPath('ru-RU', 'terms')).toBe('/ru-RU/terms');
    expect(legalPath('en-US', 'privacy', '/en-US/user/login-home')).toBe(
      '/en-US/privacy?backUrl=%2Fen-US%2Fuser%2Flogin-home',
    );
  });
});

describe('the sessions screen', () => {
  it('sessionsPath carries the locale and the backUrl', () => {
    expect(sessionsPath('en-US')).toBe('/en-US/user/sessions');
    expect(sessionsPath('en-US', '/en-US/user/login-home?backUrl=%2Fen-US')).toBe(
      '/en-US/user/sessions?backUrl=%2Fen-US%2Fuser%2Flogin-home%3FbackUrl%3D%252Fen-US',
    );
  });

  it.each([
    [null, '/en-US/user/login-home'],
    ['', '/en-US/user/login-home'],
    ['/en-US/user/login-home?backUrl=%2Fen-US', '/en-US/user/login-home?backUrl=%2Fen-US'],
    ['https://evil.test/', '/en-US'],
  ])('sessionsBackUrl(%j) -> %j', (raw, expected) => {
    expect(sessionsBackUrl(raw, 'en-US')).toBe(expected);
  });
});

describe('the guide and settings paths', () => {
  it('carry the locale and the backUrl', () => {
    expect(guidePath('en-US')).toBe('/en-US/guide');
    expect(guidePath('ja-JP', '/ja-JP/wallet?coin=KC')).toBe('/ja-JP/guide?backUrl=%2Fja-JP%2Fwallet%3Fcoin%3DKC');
    expect(settingsPath('ru-RU')).toBe('/ru-RU/settings');
    expect(settingsPath('en-US', '/en-US/user/login-home')).toBe(
      '/en-US/settings?backUrl=%2Fen-US%2Fuser%2Flogin-home',
    );
  });
});

describe('operator console paths', () => {
  it.each([
    [undefined, {}, '/vi-VN/ops'],
    ['audit', {}, '/vi-VN/ops/audit'],
    ['sign-in', { reason: 'expired' }, '/vi-VN/ops/sign-in?reason=expired'],
    ['sign-in', { reason: undefined }, '/vi-VN/ops/sign-in'],
  ])('%s %j -> %s', (page, query, expected) => {
    expect(opsPath('vi-VN', page, query)).toBe(expected);
  });
});
