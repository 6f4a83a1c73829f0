import { describe, expect, it } from 'vitest';
import { parseApprovalThresholds } from './approval-threshold';

describe('OPS_ADJUST_APPROVAL_ABOVE', () => {
  it.each([
    ['*=100', 'KUSDT', 100_000_000n],
    ['*=100,KUSDT=5', 'KUSDT', 5_000_000n],
    ['*=100,KUSDT=5', 'XUSD', 100_000_000n],
    ['KUSDT=0.5', 'KUSDT', 500_000n],
    ['KUSDT=0.5', 'KC', undefined],
    ['', 'KC', undefined],
  ])('%s gives %s the amount %s', (text, coin, units) => {
    expect(parseApprovalThresholds(text).get(coin as never)).toBe(units);
  });

  it.each(['KUSDT', 'NOPE=1', 'KUSDT=1=2', 'KUSDT=abc'])('refuses %s', (text) => {
    expect(() => parseApprovalThresholds(text)).toThrow();
  });
});
