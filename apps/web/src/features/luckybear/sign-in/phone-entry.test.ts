import { describe, expect, it } from 'vitest';
import { canSendCode, isCompleteCode, phoneDigits } from './phone-entry';

describe('casino dialog phone entry', () => {
  it.each([
    ['091 234-5678', '0912345678', true],
    ['(91) 23', '9123', false],
    ['1234567890123456', '1234567890123456', false],
  ])('%s -> %s, can send: %s', (typed, digits, can) => {
    expect(phoneDigits(typed)).toBe(digits);
    expect(canSendCode(typed)).toBe(can);
  });
  it.each([
    ['123456', true],
    ['12345', false],
    ['12a456', false],
  ])('code %s complete: %s', (code, complete) => {
    expect(isCompleteCode(code)).toBe(complete);
  });
});
