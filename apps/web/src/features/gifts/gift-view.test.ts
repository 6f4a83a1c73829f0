import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import { giftFailure, typedCode } from './gift-view';

describe('giftFailure', () => {
  it.each([
    ['GIFT_CODE_OWN', 'own'],
    ['GIFT_CODE_CLAIMED', 'claimed'],
    ['GIFT_CODE_EXHAUSTED', 'exhausted'],
    ['GIFT_CODE_EXPIRED', 'expired'],
    ['GIFT_CODE_NOT_FOUND', 'not_found'],
    ['SOMETHING_ELSE', 'other'],
  ])('reads the API msg %s as %s', (msg, reason) => {
    expect(giftFailure(new ApiCallError('business', msg, { code: 1009 }))).toBe(reason);
  });

  it('calls a network failure other', () => {
    expect(giftFailure(new ApiCallError('network', 'GIFT_CODE_OWN'))).toBe('other');
  });
});

describe('typedCode', () => {
  it('trims and upper-cases a typed code, and refuses what cannot be one', () => {
    expect(typedCode('  abcd2345 ')).toBe('ABCD2345');
    expect(typedCode('ABCD234')).toBeNull();
    expect(typedCode('ABCD2340')).toBeNull(); // 0 is not in the alphabet
  });
});
