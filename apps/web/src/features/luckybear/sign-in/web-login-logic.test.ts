import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { describe, expect, it } from 'vitest';
import { afterPoll, afterPollError, secondsLeft, type WebLoginView } from './web-login-logic';

const waiting: WebLoginView = {
  kind: 'waiting',
  code: 'ABCDEFGHJKMN',
  pollSecret: 's',
  deepLink: 'https://t.me/bot?start=weblogin_ABCDEFGHJKMN',
  expiresAt: 120_000,
  pollMs: 2000,
};
const login: LoginResponse = {
  user_id: 1234567890,
  user_secret_key: 'k',
  username: 'bea',
  user_login: 'tg',
  media_source: '',
  newbie_guide: '',
  is_new_user: false,
};

describe('messenger web login: poll answers', () => {
  it.each([
    ['pending before expiry keeps waiting', { status: 'pending', login: null }, 1000, waiting],
    ['confirmed with the session signs in', { status: 'confirmed', login }, 1000, { kind: 'signed-in', login }],
    ['expired ends it', { status: 'expired', login: null }, 1000, { kind: 'expired' }],
    ['pending past the expiry ends it', { status: 'pending', login: null }, 120_000, { kind: 'expired' }],
  ] as const)('%s', (_name, answer, now, expected) => {
    expect(afterPoll(waiting, answer, now)).toEqual(expected);
  });

  it('an answer arriving after the dialog left waiting changes nothing', () => {
    expect(afterPoll({ kind: 'expired' }, { status: 'confirmed', login }, 0)).toEqual({ kind: 'expired' });
  });
});

describe('messenger web login: poll failures', () => {
  it.each([
    ['used (collected elsewhere) fails', BodyCode.WEB_LOGIN_USED, 1000, { kind: 'failed' }],
    ['unknown code fails', BodyCode.WEB_LOGIN_INVALID, 1000, { kind: 'failed' }],
    ['expired code expires', BodyCode.WEB_LOGIN_EXPIRED, 1000, { kind: 'expired' }],
    ['a network failure keeps waiting', undefined, 1000, waiting],
    ['a network failure past the expiry expires', undefined, 130_000, { kind: 'expired' }],
  ] as const)('%s', (_name, code, now, expected) => {
    expect(afterPollError(waiting, code, now)).toEqual(expected);
  });
});

describe('secondsLeft', () => {
  it('counts whole seconds down to 0', () => {
    expect(secondsLeft(waiting, 0)).toBe(120);
    expect(secondsLeft(waiting, 119_001)).toBe(1);
    expect(secondsLeft(waiting, 200_000)).toBe(0);
    expect(secondsLeft({ kind: 'idle' }, 0)).toBe(0);
  });
});
