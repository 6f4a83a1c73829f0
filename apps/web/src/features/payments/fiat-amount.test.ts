import { describe, expect, it } from 'vitest';
import {
  amountForInput,
  amountProblem,
  currencyDecimals,
  formatFiat,
  keepAmountCharacters,
  parseFiatInput,
  quickAmounts,
} from './fiat-amount';

describe('formatFiat (spec 9: separators by locale, the currency’s decimals)', () => {
  it.each<[string, string, string, string]>([
    ['100000', 'VND', 'vi-VN', '100.000\u00a0₫'],
    ['100000', 'VND', 'en-US', '100,000\u00a0₫'],
    ['2500000', 'IDR', 'id-ID', 'Rp\u00a02.500.000'],
    ['25.5', 'BRL', 'pt-BR', 'R$\u00a025,50'],
    ['1234.5', 'BRL', 'en-US', 'R$\u00a01,234.50'],
    ['99', 'THB', 'th-TH', '99.00 THB'],
  ])('%s %s in %s -> %j', (amount, currency, locale, text) => {
    expect(formatFiat(amount, currency, locale)).toBe(text);
  });

  it('takes the decimals the server gives over the table', () => {
    expect(formatFiat('100000', 'IDR', 'id-ID', 2)).toBe('Rp\u00a0100.000,00');
  });

  it('knows VND and IDR are whole, BRL has centavos, others 2', () => {
    expect([
      currencyDecimals('VND'),
      currencyDecimals('idr'),
      currencyDecimals('BRL'),
      currencyDecimals('RUB'),
    ]).toEqual([0, 0, 2, 2]);
  });
});

describe('parseFiatInput', () => {
  it.each<[string, number, string | null]>([
    ['100000', 0, '100000'],
    ['100.000', 0, '100000'],
    ['100,000', 0, '100000'],
    ['1 000 000', 0, '1000000'],
    ['0100', 0, '100'],
    ['25,50', 2, '25.5'],
    ['25.50', 2, '25.5'],
    ['1.234,56', 2, '1234.56'],
    ['1,234.56', 2, '1234.56'],
    // Three digits after the last separator: grouping, whichever the locale.
    ['1,000', 2, '1000'],
    ['1.000', 2, '1000'],
    ['25.', 2, '25'],
    ['0', 0, '0'],
    ['', 0, null],
    ['.', 2, null],
    ['12a', 0, null],
    ['-5', 0, null],
    ['1234567890123456', 0, null],
  ])('%j with %d decimals -> %j', (text, decimals, value) => {
    expect(parseFiatInput(text, decimals)).toBe(value);
  });
});

describe('keepAmountCharacters and amountForInput', () => {
  it('lets only digits, separators and spaces through', () => {
    expect(keepAmountCharacters('R$ 1.000,5x')).toBe(' 1.000,5');
  });

  it.each<[string, string, string]>([
    ['100000', 'vi-VN', '100000'],
    ['25.5', 'pt-BR', '25,5'],
    ['25.5', 'en-US', '25.5'],
  ])('%s in %s -> %s', (amount, locale, text) => {
    expect(amountForInput(amount, locale)).toBe(text);
  });
});

describe('amountProblem', () => {
  const limits = { min: '10000', max: '50000000' };
  it.each<[string | null, string | null]>([
    [null, 'invalid'],
    ['0', 'zero'],
    ['9999', 'below_min'],
    ['10000', null],
    ['50000000', null],
    ['50000001', 'above_max'],
  ])('%j -> %j', (amount, problem) => {
    expect(amountProblem(amount, limits)).toBe(problem);
  });
});

describe('quickAmounts: the 1-2-5 series within the limits', () => {
  it.each<[string, string, string[]]>([
    ['10000', '50000000', ['10000', '20000', '50000', '100000', '200000', '500000']],
    ['20000', '150000', ['20000', '50000', '100000']],
    ['15000', '10000000', ['20000', '50000', '100000', '200000', '500000', '1000000']],
    ['10', '5000', ['10', '20', '50', '100', '200', '500']],
    ['0.5', '3', ['1', '2']],
    ['500', '100', []],
    ['x', '100', []],
  ])('min %s max %s', (min, max, amounts) => {
    expect(quickAmounts({ min, max })).toEqual(amounts);
  });
});
