import { describe, expect, it } from 'vitest';
import { loginHomeRedirectNeeded, usesLoggedInLayout } from './startup-rules';

describe('loginHomeRedirectNeeded (spec 4.1 step 5)', () => {
  it.each([
    ['/en-US/mission', true, true],
    ['/en-US/mission', false, false],
    ['/vi-VN/task/details', true, true],
    ['/vi-VN/task/details', false, false],
    ['/en-US/profile/edit/name/', true, true],
    // Screens that exist only signed in: whatever the guide flag.
    ['/en-US/user/sessions', false, true],
    ['/en-US/user/bind-phone', false, true],
    ['/en-US/user/bind-phone', true, true],
    // Routes that do not need login never redirect.
    ['/en-US', true, false],
    ['/en-US/task/download', true, false],
    ['/en-US/user/login-home', true, false],
    ['/en-US/wallet', true, false],
  ])('%s with the guide seen %s -> %s', (path, guideSeen, expected) => {
    expect(loginHomeRedirectNeeded(path, guideSeen)).toBe(expected);
  });
});

describe('usesLoggedInLayout (spec 2.4)', () => {
  it.each([
    ['/en-US/mission', true],
    ['/en-US/products/12', true],
    ['/en-US/splash', true],
    ['/en-US/task/download', false],
    ['/en-US', false],
    ['/en-US/wallet', false],
  ])('%s -> %s', (path, expected) => {
    expect(usesLoggedInLayout(path)).toBe(expected);
  });
});
