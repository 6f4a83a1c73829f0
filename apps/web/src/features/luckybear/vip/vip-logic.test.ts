import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import { badgeSrc, levelProgress, refusalKey } from './vip-logic';

describe('levelProgress', () => {
  it('is the share of the way from this level to the next, in whole percent', () => {
    expect(levelProgress(100, 100, 500)).toBe(0);
    expect(levelProgress(300, 100, 500)).toBe(50);
    expect(levelProgress(499, 100, 500)).toBe(99);
  });
  it('is full at the top level and once the next threshold is reached', () => {
    expect(levelProgress(6_000_000, 5_000_000, 0)).toBe(100);
    expect(levelProgress(500, 100, 500)).toBe(100);
  });
});

describe('badgeSrc', () => {
  it('names one of the 11 badges, clamping what is out of range', () => {
    expect(badgeSrc(0)).toBe('/luckybear/vip/level-0.svg');
    expect(badgeSrc(10)).toBe('/luckybear/vip/level-10.svg');
    expect(badgeSrc(12)).toBe('/luckybear/vip/level-10.svg');
    expect(badgeSrc(-1)).toBe('/luckybear/vip/level-0.svg');
  });
});

describe('refusalKey', () => {
  const business = (code: number) => new ApiCallError('business', 'm', { code });
  it('words the VIP and bonus refusals itself', () => {
    expect(refusalKey(business(BodyCode.VIP_REWARD_CLAIMED))).toBe('claimed');
    expect(refusalKey(business(BodyCode.VIP_LEVEL_NOT_REACHED))).toBe('not_reached');
    expect(refusalKey(business(BodyCode.BONUS_STILL_LOCKED))).toBe('still_locked');
    expect(refusalKey(business(BodyCode.BONUS_ALREADY_UNLOCKED))).toBe('unlocked');
  });
  it('leaves every other failure to the shared error text', () => {
    expect(refusalKey(business(BodyCode.SESSION_INVALID))).toBeNull();
    expect(refusalKey(new ApiCallError('network', 'offline'))).toBeNull();
    expect(refusalKey(new Error('x'))).toBeNull();
  });
});
