import { describe, expect, it } from 'vitest';
import { betProblem, compareDecimal, scaleBet, withDecimals } from './bet-amount';

const bounds = { minBet: '0.1', maxBet: '100', balance: '50', decimals: 2 };

describe('betProblem', () => {
  it.each([
    ['1', null],
    ['0.10', null],
    ['50', null],
    ['', 'format'],
    ['abc', 'format'],
    ['-1', 'format'],
    ['0', 'format'],
    ['1e3', 'format'],
    ['1.005', 'decimals'],
    ['0.09', 'belowMin'],
    ['100.01', 'aboveMax'],
    ['50.01', 'balance'],
  ] as const)('%s -> %s', (amount, problem) => {
    expect(betProblem(amount, bounds)).toBe(problem);
  });
});

describe('compareDecimal', () => {
  it('compares exactly, past what a double holds', () => {
    expect(compareDecimal('0.30000000000000000001', '0.3')).toBe(1);
    expect(compareDecimal('2', '10')).toBe(-1);
    expect(compareDecimal('1.50', '1.5')).toBe(0);
  });
});

describe('scaleBet', () => {
  it('halves and doubles within the limits', () => {
    expect(scaleBet('10', 2, bounds)).toBe('20');
    expect(scaleBet('0.15', 0.5, bounds)).toBe('0.1');
    expect(scaleBet('80', 2, bounds)).toBe('100');
    expect(scaleBet('x', 2, bounds)).toBe('0.2');
  });
});

describe('withDecimals', () => {
  it.each([
    ['1000', 2, '1000.00'],
    ['1004.1', 2, '1004.10'],
    ['0.12345678', 8, '0.12345678'],
    ['7.125', 2, '7.125'],
    ['5', 0, '5'],
  ] as const)('%s with %i decimals -> %s', (amount, decimals, shown) => {
    expect(withDecimals(amount, decimals)).toBe(shown);
  });
});
