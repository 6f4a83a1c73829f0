import { describe, expect, it } from 'vitest';
import { inviteLink, normaliseInviteCode } from './invite-link';

describe('invite links', () => {
  it('builds the /r/ link of a code without a locale', () => {
    expect(inviteLink('https://app.test', 'AB12CD34')).toBe('https://app.test/r/AB12CD34');
  });
  it('accepts 4-16 letters and digits in any case and refuses anything else', () => {
    expect(normaliseInviteCode(' ab12cd34 ')).toBe('AB12CD34');
    expect(normaliseInviteCode('ab')).toBeNull();
    expect(normaliseInviteCode('<script>')).toBeNull();
  });
});
