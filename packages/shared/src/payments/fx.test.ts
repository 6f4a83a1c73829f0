import { describe, expect, it } from 'vitest';
import { coinForFiat, feeFor, fiatForCoin, rateE8 } from './fx';

const vnd = { currencyDecimals: 0, coinDecimals: 2, rateE8: rateE8('250') };
const brl = { currencyDecimals: 2, coinDecimals: 2, rateE8: rateE8('0.055') };

describe('fx: fiat and coin at the operator rate', () => {
  it('converts 100,000 dong at 250 per WH to exactly 400.00 WH', () => {
    expect(coinForFiat(100_000n, vnd, 'down')).toBe(40_000n);
  });

  it('rounds a recharge down and a withdrawal hold up when the division is not exact', () => {
    // 1.00 BRL / 0.055 = 18.1818... WH
    expect(coinForFiat(100n, brl, 'down')).toBe(1818n);
    expect(coinForFiat(100n, brl, 'up')).toBe(1819n);
  });

  it('converts coin back to fiat rounded down', () => {
    expect(fiatForCoin(40_000n, vnd)).toBe(100_000n);
    expect(fiatForCoin(1819n, brl)).toBe(100n);
  });

  it('refuses a zero, negative or over-precise rate', () => {
    expect(() => rateE8('0')).toThrow(RangeError);
    expect(() => rateE8('-1')).toThrow(RangeError);
    expect(() => rateE8('0.000000001')).toThrow(RangeError);
  });

  it('computes a fee as fixed plus a percent rounded up to the minor unit', () => {
    expect(feeFor(50_000n, '1', 0n)).toBe(500n);
    expect(feeFor(50_001n, '1', 0n)).toBe(501n);
    expect(feeFor(100_000n, '0', 5_500n)).toBe(5_500n);
    expect(feeFor(1_000n, '1.5', 100n)).toBe(115n);
  });
});
