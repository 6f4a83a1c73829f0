import { describe, expect, it } from 'vitest';
import {
  amountDecimals,
  compareDecimals,
  formatAmount,
  formatCompact,
  formatExactAmount,
  formatLargeNumber,
  formatWalletUnit,
  numberSeparators,
  shortenAddress,
} from './number-format';

describe('formatAmount (spec 9 "Number formatting")', () => {
  it.each<[string, string | number | bigint, Parameters<typeof formatAmount>[1], string]>([
    ['"default 2 decimals"', '12.5', { locale: 'en-US' }, '12.50'],
    ['"default 2 decimals" (rounded half up)', '0.125', { locale: 'en-US' }, '0.13'],
    ['"default 2 decimals" (half up away from zero for negatives)', '-0.125', { locale: 'en-US' }, '-0.13'],
    ['"default 2 decimals" (zero is not "under 0.01")', '0', { locale: 'en-US' }, '0.00'],
    ['"default 2 decimals" (a whole number)', 42n, { locale: 'en-US' }, '42.00'],
    ['"5 decimals when the value is under 0.01"', '0.001234567', { locale: 'en-US' }, '0.00123'],
    ['"5 decimals when the value is under 0.01" (negative)', '-0.00999999', { locale: 'en-US' }, '-0.01000'],
    ['"5 decimals when the value is under 0.01" (0.01 itself has 2)', '0.01', { locale: 'en-US' }, '0.01'],
    ['"0 decimals for the ru-RU casino-brand variant"', '1234.56', { locale: 'ru-RU', casinoBrand: true }, '1,235'],
    [
      '"0 decimals for the ru-RU casino-brand variant" (not for ru-RU main site)',
      '1234.56',
      { locale: 'ru-RU' },
      '1,234.56',
    ],
    [
      '"0 decimals for the ru-RU casino-brand variant" (not for other casino locales)',
      '1234.5',
      { locale: 'en-US', casinoBrand: true },
      '1,234.50',
    ],
    ['"money detail uses 8 decimals below 1"', '0.123456789', { locale: 'en-US', detail: true }, '0.12345679'],
    [
      '"money detail uses 8 decimals below 1" (1 and above: 2)',
      '1.123456789',
      { locale: 'en-US', detail: true },
      '1.12',
    ],
    [
      '"money detail uses 8 decimals below 1" (wins over the 0.01 rule)',
      '0.00000001',
      { locale: 'en-US', detail: true },
      '0.00000001',
    ],
    ['"comma decimal and dot thousands for vi-VN"', '1234567.891', { locale: 'vi-VN' }, '1.234.567,89'],
    ['"comma decimal and dot thousands for id-ID"', '1000', { locale: 'id-ID' }, '1.000,00'],
    ['"comma decimal and dot thousands for pt-BR"', '0.005', { locale: 'pt-BR' }, '0,00500'],
    ['"otherwise dot decimal and comma thousands" (en-US)', '1234567.891', { locale: 'en-US' }, '1,234,567.89'],
    ['"otherwise dot decimal and comma thousands" (fr-FR)', '999999.999', { locale: 'fr-FR' }, '1,000,000.00'],
    [
      'exact digits of a long string (no float)',
      '123456789012345678901234.5',
      { locale: 'en-US' },
      '123,456,789,012,345,678,901,234.50',
    ],
    ['a fixed number of decimals when asked', '3.14159', { locale: 'en-US', decimals: 3 }, '3.142'],
    [
      'every digit of the value with decimals: exact',
      '0.12345678',
      { locale: 'en-US', decimals: 'exact' },
      '0.12345678',
    ],
    ['a JS number in exponent form', 1e-7, { locale: 'en-US' }, '0.00000'],
    ['not a number: shown as given', 'abc', { locale: 'en-US' }, 'abc'],
  ])('%s: %s -> %s', (_rule, value, options, expected) => {
    expect(formatAmount(value, options)).toBe(expected);
  });
});

describe('amountDecimals (spec 9)', () => {
  it.each<[string, string, Parameters<typeof amountDecimals>[1], number]>([
    ['"default 2 decimals"', '5', { locale: 'en-US' }, 2],
    ['"5 decimals when the value is under 0.01"', '0.0099', { locale: 'en-US' }, 5],
    ['"0 decimals for the ru-RU casino-brand variant"', '0.0099', { locale: 'ru-RU', casinoBrand: true }, 0],
    ['"money detail uses 8 decimals below 1"', '0.5', { locale: 'en-US', detail: true }, 8],
  ])('%s: %s -> %i', (_rule, value, options, expected) => {
    expect(amountDecimals(value, options)).toBe(expected);
  });
});

describe('numberSeparators (spec 9)', () => {
  it.each([
    ['vi-VN', ',', '.'],
    ['id-ID', ',', '.'],
    ['pt-BR', ',', '.'],
    ['en-US', '.', ','],
    ['ru-RU', '.', ','],
    ['zh-CN', '.', ','],
  ])(
    '"comma decimal and dot thousands for vi-VN, id-ID, pt-BR; otherwise dot decimal and comma thousands": %s',
    (locale, decimal, group) => {
      expect(numberSeparators(locale)).toEqual({ decimal, group });
    },
  );
});

describe('formatWalletUnit (spec 9 "the wallet unit shows 0 decimals for ru-RU, else 2")', () => {
  it.each([
    ['ru-RU', '1234.56', '1,235'],
    ['ru-RU', '0.4', '0'],
    ['en-US', '1234.567', '1,234.57'],
    ['vi-VN', '1234.5', '1.234,50'],
    ['en-US', '0.001', '0.00'],
  ])('%s: %s -> %s', (locale, value, expected) => {
    expect(formatWalletUnit(value, locale)).toBe(expected);
  });
});

describe('formatCompact (spec 9 "compact forms K, M, B at 1e3, 1e6, 1e9")', () => {
  it.each<[string, string | number, string, string]>([
    ['below 1e3: the default rule', '999.5', 'en-US', '999.50'],
    ['"K at 1e3"', '1000', 'en-US', '1K'],
    ['"K at 1e3" (up to 2 decimals, zeros dropped)', '1500', 'en-US', '1.5K'],
    ['"K at 1e3" (comma decimal for vi-VN)', '12345', 'vi-VN', '12,35K'],
    ['"M at 1e6"', '2500000', 'en-US', '2.5M'],
    ['"M at 1e6" (999,999 rounds up into M, not 1,000K)', '999999', 'en-US', '1M'],
    ['"K at 1e3" (999.999 rounds up into K)', '999.999', 'en-US', '1K'],
    ['"B at 1e9"', '7250000000', 'en-US', '7.25B'],
    ['"B at 1e9" (beyond: still B, thousands grouped)', '1234000000000', 'en-US', '1,234B'],
    ['"K at 1e3" (negative)', '-1500', 'en-US', '-1.5K'],
  ])('%s: %s (%s) -> %s', (_rule, value, locale, expected) => {
    expect(formatCompact(value, { locale })).toBe(expected);
  });
});

describe('formatLargeNumber (spec 5 "Large-number display")', () => {
  it.each<[string, string, { locale: string; country?: string }, string]>([
    ['"below 90,000,000 ... shown in full"', '89999999.99', { locale: 'en-US', country: 'ph' }, '89,999,999.99'],
    [
      '"below 90,000,000 ... shown in full" (small values keep their decimals)',
      '0.005',
      { locale: 'en-US' },
      '0.00500',
    ],
    [
      '"or for the ru country: shown in full"',
      '123456789012.5',
      { locale: 'ru-RU', country: 'ru' },
      '123,456,789,012.50',
    ],
    ['"below 100,000,000: in K"', '90000000', { locale: 'en-US', country: 'ph' }, '90,000K'],
    ['"below 100,000,000: in K" (vi-VN separators)', '95123456', { locale: 'vi-VN', country: 'vn' }, '95.123K'],
    ['"below 100,000,000,000: in M with one decimal"', '100000000', { locale: 'en-US' }, '100.0M'],
    ['"below 100,000,000,000: in M with one decimal" (rounded)', '99999949999', { locale: 'en-US' }, '99,999.9M'],
    ['from 1e11 (the spec stops): still M with one decimal', '250000000000', { locale: 'en-US' }, '250,000.0M'],
  ])('%s: %s -> %s', (_rule, value, options, expected) => {
    expect(formatLargeNumber(value, options)).toBe(expected);
  });
});

describe('shortenAddress (spec 9 "shortened to the first 4 and last 4 characters")', () => {
  it.each([
    ['a Solana address', '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', '7xKX…gAsU'],
    ['an EVM address', '0x52908400098527886E0F7030069857D2E4169EE7', '0x52…9EE7'],
    ['9 characters or fewer: in full', 'abcdefghi', 'abcdefghi'],
    ['10 characters: shortened', 'abcdefghij', 'abcd…ghij'],
    ['empty', '', ''],
  ])('%s', (_case, address, expected) => {
    expect(shortenAddress(address)).toBe(expected);
  });
});

describe('formatExactAmount and compareDecimals', () => {
  it.each<[string, string, number, string]>([
    ['12.500', 'en-US', 0, '12.5'],
    ['1000000', 'pt-BR', 0, '1.000.000'],
    ['0.00000001', 'en-US', 0, '0.00000001'],
    ['10', 'en-US', 2, '10.00'],
    ['10.5', 'vi-VN', 2, '10,50'],
    ['0.00000001', 'en-US', 2, '0.00000001'],
    ['1234.5678', 'en-US', 2, '1,234.5678'],
  ])('formatExactAmount(%s, %s, min %i decimals) -> %s (never rounded)', (value, locale, min, expected) => {
    expect(formatExactAmount(value, locale, min)).toBe(expected);
  });

  it.each<[string, string, number]>([
    ['1000.01', '1000.009999999999999999', 1],
    ['0.1', '0.10', 0],
    ['-1', '0', -1],
    ['9007199254740993', '9007199254740992', 1],
  ])('compareDecimals(%s, %s) -> %i (exact beyond float precision)', (a, b, expected) => {
    expect(compareDecimals(a, b)).toBe(expected);
  });

  it('compareDecimals of something that is not a number is NaN', () => {
    expect(compareDecimals('x', '1')).toBeNaN();
  });
});
