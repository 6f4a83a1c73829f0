import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from './units';

describe('parseUnits / formatUnits (money as base units, never floats)', () => {
  it.each([
    ['12.5', 2, 1250n],
    ['0', 8, 0n],
    ['0.00000001', 8, 1n],
    ['123456789012345678901234567890', 0, 123456789012345678901234567890n],
    ['1', 6, 1_000_000n],
  ])('parses %s with %i decimals', (text, decimals, units) => {
    expect(parseUnits(text, decimals)).toBe(units);
  });

  it.each([
    ['-1', 2],
    ['1e3', 2],
    ['1.234', 2],
    ['01', 2],
    ['.5', 2],
    ['', 2],
    ['NaN', 2],
  ])('refuses %s', (text, decimals) => {
    expect(() => parseUnits(text, decimals)).toThrow(RangeError);
  });

  it.each([
    [1250n, 2, '12.5'],
    [0n, 8, '0'],
    [-1n, 8, '-0.00000001'],
    [100n, 2, '1'],
    [5n, 0, '5'],
    [123n, 5, '0.00123'],
    [-123456n, 2, '-1234.56'],
    [10n ** 20n, 18, '100'],
  ])('formats %s with %i decimals as %s', (units, decimals, text) => {
    expect(formatUnits(units, decimals)).toBe(text);
  });

  it('formats as division by the power of ten does, negatives with a sign', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        (units, decimals) => {
          const abs = units < 0n ? -units : units;
          const scale = 10n ** BigInt(decimals);
          const fraction = (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
          const expected = `${units < 0n ? '-' : ''}${abs / scale}${fraction ? `.${fraction}` : ''}`;
          expect(formatUnits(units, decimals)).toBe(expected);
        },
      ),
    );
  });

  it('refuses a whole part of more than 30 digits (the largest amount the wire carries)', () => {
    expect(parseUnits('9'.repeat(30), 0)).toBe(10n ** 30n - 1n);
    expect(() => parseUnits(`1${'0'.repeat(30)}`, 0)).toThrow(RangeError);
  });

  // Within what parseUnits accepts: a whole part of at most 30 digits, so below 10^30 at 0 decimals
  // (fast-check tries the bounds first; 10^30 at 0 decimals is 31 digits, refused by design above).
  it('round-trips every amount exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n - 1n }), fc.integer({ min: 0, max: 18 }), (units, decimals) => {
        expect(parseUnits(formatUnits(units, decimals), decimals)).toBe(units);
      }),
    );
  });
});
