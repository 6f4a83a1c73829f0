import { describe, expect, it } from 'vitest';
import { addDecimals, coinToFiat, feeOf, fiatToCoin, fiatToCoinCeil, subtractDecimals } from './money-math';

describe('addDecimals and subtractDecimals: plain decimals only, exact', () => {
  it.each<[string, string, string | null, string | null]>([
    ['100000', '500', '100500', '99500'],
    ['25.50', '0.5', '26', '25'],
    ['0.29', '0.01', '0.3', '0.28'],
    [' 7 ', '1', '8', '6'],
    ['1', '2', '3', '0'],
    ['-1', '1', null, null],
    ['1e5', '1', null, null],
    ['', '1', null, null],
    ['1,5', '1', null, null],
  ])('%j and %j', (a, b, sum, difference) => {
    expect(addDecimals(a, b)).toBe(sum);
    expect(subtractDecimals(a, b)).toBe(difference);
  });
});

describe('fiatToCoin: amount / rate, floored to the coin’s 2 decimals', () => {
  it.each<[string, string, string | null]>([
    // 100,000 dong at 25,000 dong per coin: 4 coins exactly.
    ['100000', '25000', '4'],
    // 100,000 / 30,000 = 3.3333…: floored, never rounded up.
    ['100000', '30000', '3.33'],
    ['200000', '30000', '6.66'],
    // A float would give 0.28999… here and floor it to 0.28.
    ['0.29', '1', '0.29'],
    ['25.5', '5.1', '5'],
    ['10', '3', '3.33'],
    ['1', '1000000', '0'],
    ['12345.67', '0.5', '24691.34'],
    ['100', '0', null],
    ['abc', '1', null],
    ['1', '', null],
  ])('%s at %s -> %s', (amount, rate, coin) => {
    expect(fiatToCoin(amount, rate)).toBe(coin);
  });
});

describe('fiatToCoinCeil: rounded up (what a withdrawal holds)', () => {
  it.each<[string, string, string | null]>([
    ['100000', '25000', '4'],
    ['100000', '30000', '3.34'],
    ['101000', '25000', '4.04'],
    ['1', '1000000', '0.01'],
    ['0', '25000', '0'],
    ['1', '0', null],
  ])('%s at %s -> %s', (amount, rate, coin) => {
    expect(fiatToCoinCeil(amount, rate)).toBe(coin);
  });
});

describe('feeOf: fee_fixed + amount × fee_percent / 100, rounded up to the currency decimals', () => {
  it.each<[string, string, string, number, string | null]>([
    // 1.5 % of 100,001 dong is 1,500.015: a whole dong more, never less.
    ['100001', '1.5', '0', 0, '1501'],
    ['100000', '1.5', '0', 0, '1500'],
    ['100000', '0', '2000', 0, '2000'],
    ['100000', '1', '1000', 0, '2000'],
    // Reais: to the centavo, up: 2.5 % of 33.33 = 0.83325 -> 0.84, plus 1.
    ['33.33', '2.5', '1', 2, '1.84'],
    ['10', '0', '0', 2, '0'],
    ['10', 'x', '0', 2, null],
  ])('%s at %s %% + %s (%d decimals) -> %s', (amount, percent, fixed, decimals, fee) => {
    expect(feeOf(amount, { fee_percent: percent, fee_fixed: fixed }, decimals)).toBe(fee);
  });
});

describe('addDecimals', () => {
  it.each<[string, string, string | null]>([
    ['100000', '1500', '101500'],
    ['25.5', '0.84', '26.34'],
    ['0.1', '0.2', '0.3'],
    ['1', 'x', null],
  ])('%s + %s = %s', (a, b, sum) => {
    expect(addDecimals(a, b)).toBe(sum);
  });
});

describe('coinToFiat: coin × rate, floored to the currency decimals', () => {
  it.each<[string, string, number, string | null]>([
    ['4', '25000', 0, '100000'],
    ['3.33', '30000', 0, '99900'],
    ['0.01', '25000', 0, '250'],
    ['1.23', '5.1', 2, '6.27'],
    ['1', 'x', 0, null],
  ])('%s coin at %s (%d decimals) -> %s', (coin, rate, decimals, fiat) => {
    expect(coinToFiat(coin, rate, decimals)).toBe(fiat);
  });
});
