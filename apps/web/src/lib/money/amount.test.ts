import { describe, expect, it } from 'vitest';
import { amountTextClass, checkAmount, maxTransferUnits, normalizeAmountInput, transferFeeUnits } from './amount';

describe('normalizeAmountInput', () => {
  it.each([
    ['12,5', '12.5'],
    [' 1 000 ', '1000'],
    ['1.5', '1.5'],
    ['1,000.5', '1,000.5'],
    ['', ''],
  ])('%j -> %j', (raw, expected) => {
    expect(normalizeAmountInput(raw)).toBe(expected);
  });
});

describe('checkAmount', () => {
  it.each<[string, string, number, string | undefined, ReturnType<typeof checkAmount>]>([
    ['a whole amount', '10', 2, undefined, { ok: true, amount: '10', units: 1000n }],
    ['a decimal comma (vi-VN keyboards)', '10,5', 2, undefined, { ok: true, amount: '10.5', units: 1050n }],
    ['leading zeros and a trailing dot', '007.', 2, undefined, { ok: true, amount: '7', units: 700n }],
    ['a leading dot', '.25', 2, undefined, { ok: true, amount: '0.25', units: 25n }],
    [
      'trailing zeros beyond the coin decimals are fine',
      '1.500',
      2,
      undefined,
      { ok: true, amount: '1.5', units: 150n },
    ],
    ['the whole balance', '1000', 2, '1000', { ok: true, amount: '1000', units: 100000n }],
    ['8 decimals of KTHER', '0.00000001', 8, '25', { ok: true, amount: '0.00000001', units: 1n }],
    ['empty', '  ', 2, undefined, { ok: false, reason: 'empty', decimals: 2 }],
    ['letters', '1e5', 2, undefined, { ok: false, reason: 'invalid', decimals: 2 }],
    ['a sign', '-5', 2, undefined, { ok: false, reason: 'invalid', decimals: 2 }],
    ['two decimal marks', '1.2.3', 2, undefined, { ok: false, reason: 'invalid', decimals: 2 }],
    ['more decimals than the coin has', '0.001', 2, undefined, { ok: false, reason: 'decimals', decimals: 2 }],
    ['zero', '0.00', 2, undefined, { ok: false, reason: 'zero', decimals: 2 }],
    ['above the balance', '1000.01', 2, '1000', { ok: false, reason: 'exceeds_balance', decimals: 2 }],
    [
      'above the balance by one base unit (no float)',
      '90071992547409.93',
      2,
      '90071992547409.92',
      { ok: false, reason: 'exceeds_balance', decimals: 2 },
    ],
    ['too long to be an amount', '1'.repeat(40), 2, undefined, { ok: false, reason: 'invalid', decimals: 2 }],
  ])('%s: %j', (_case, raw, decimals, balance, expected) => {
    expect(checkAmount(raw, decimals, balance)).toEqual(expected);
  });
});

describe('transfer fee and max (the API: 10 bps rounded up, at least one base unit)', () => {
  it.each([
    [10_000n, 10, 1n, 10n],
    [10_001n, 10, 1n, 11n],
    [1n, 10, 1n, 1n],
    [500n, 0, 1n, 0n],
  ])('fee of %s units at %i bps (min %s) is %s', (amount, bps, min, fee) => {
    expect(transferFeeUnits(amount, bps, min)).toBe(fee);
  });

  it.each([
    [100_000n, 10, 1n, 99_900n],
    [100_100n, 10, 1n, 100_000n],
    [2n, 10, 1n, 1n],
    [1n, 10, 1n, 0n],
    [0n, 10, 1n, 0n],
    [12_345n, 0, 0n, 12_345n],
  ])('max of a balance of %s units at %i bps is %s, and amount + fee fits', (balance, bps, min, max) => {
    expect(maxTransferUnits(balance, bps, min)).toBe(max);
    expect(max + transferFeeUnits(max, bps, min)).toBeLessThanOrEqual(balance);
    if (max + 1n <= balance) expect(max + 1n + transferFeeUnits(max + 1n, bps, min)).toBeGreaterThan(balance);
  });
});

describe('amountTextClass: long amounts shrink to stay in the field', () => {
  it.each([
    [1, 'text-[28px]'],
    [8, 'text-[28px]'],
    [9, 'text-[22px]'],
    [11, 'text-[22px]'],
    [12, 'text-lg'],
    [14, 'text-lg'],
    [15, 'text-[15px]'],
    [40, 'text-[15px]'],
  ])('%i characters: %s', (length, size) => {
    expect(amountTextClass(length)).toBe(size);
  });
});
