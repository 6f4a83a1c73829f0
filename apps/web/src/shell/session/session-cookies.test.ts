import { describe, expect, it } from 'vitest';
import { buildClearedSessionCookies, buildCookie, buildSessionCookies, SESSION_COOKIE_NAMES } from './session-cookies';

const SEVEN_DAYS_S = 7 * 24 * 60 * 60;

describe('session cookies (spec 3: id, key, username, login type; 7 days)', () => {
  it('are the four spec cookies', () => {
    expect(SESSION_COOKIE_NAMES).toEqual(['user_id', 'user_secret_key', 'username', 'login_type']);
  });

  it('a login sets each for 7 days on path / with SameSite=Lax and no Domain (the current host)', () => {
    expect(buildSessionCookies({ userId: 42, secretKey: 'k+/=', username: 'Lê An' }, { secure: false })).toEqual([
      `user_id=42; Max-Age=${SEVEN_DAYS_S}; Path=/; SameSite=Lax`,
      `user_secret_key=k%2B%2F%3D; Max-Age=${SEVEN_DAYS_S}; Path=/; SameSite=Lax`,
      `username=L%C3%AA%20An; Max-Age=${SEVEN_DAYS_S}; Path=/; SameSite=Lax`,
      `login_type=login_v2; Max-Age=${SEVEN_DAYS_S}; Path=/; SameSite=Lax`,
    ]);
  });

  it('on https the cookies are Secure', () => {
    for (const cookie of buildSessionCookies({ userId: 1, secretKey: 'k' }, { secure: true })) {
      expect(cookie.endsWith('; Secure')).toBe(true);
    }
  });

  it('values cannot break out of the cookie (; and = are encoded)', () => {
    expect(buildCookie('username', 'a; Domain=evil.test', { secure: false })).toBe(
      `username=a%3B%20Domain%3Devil.test; Max-Age=${SEVEN_DAYS_S}; Path=/; SameSite=Lax`,
    );
  });

  it('logout expires the same four cookies at once, on the same path', () => {
    expect(buildClearedSessionCookies({ secure: false })).toEqual(
      SESSION_COOKIE_NAMES.map((name) => `${name}=; Max-Age=0; Path=/; SameSite=Lax`),
    );
  });
});
