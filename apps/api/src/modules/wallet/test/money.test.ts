import { describe, expect, it } from 'vitest';
import { balanceUnits, MAX_UNITS, toUnits } from '../money';

describe('ledger amounts read back from the databases', () => {
  it('keeps exact values of every driver type', () => {
    expect(toUnits(42)).toBe(42n);
    expect(toUnits('9007199254740993')).toBe(9007199254740993n);
    expect(balanceUnits(Number(MAX_UNITS))).toBe(MAX_UNITS);
    expect(balanceUnits(-5)).toBe(-5n);
  });

  it('refuses to round an amount past the exact range', () => {
    expect(() => toUnits(2 ** 53 + 2)).toThrow(/beyond exact integer range/);
  });

  it('reads a balance past the exact range as too large (one past MAX_UNITS), never rounded', () => {
    expect(balanceUnits(2 ** 53 + 2)).toBe(MAX_UNITS + 1n);
    expect(balanceUnits(-(2 ** 53) - 2)).toBe(-(MAX_UNITS + 1n));
  });
});
