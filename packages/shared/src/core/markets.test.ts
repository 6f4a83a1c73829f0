import { describe, expect, it } from 'vitest';
import { currencyForMarket, dialCodeFor, normalizeCountry } from './markets';
import { CURRENCY_BY_MARKET, DIAL_CODES } from './markets-table';

describe('normalizeCountry', () => {
  it.each([
    ['vn', 'vn'],
    [' VN ', 'vn'],
    ['vi-VN', 'vn'],
    ['pt_BR', 'br'],
    ['', ''],
  ])('%j -> %j', (value, expected) => {
    expect(normalizeCountry(value)).toBe(expected);
  });
});

describe('spec 9 "Currency by market: vn dong, ph peso, br real, th baht, id rupiah, my ringgit, ru rouble, mx peso"', () => {
  it.each<[string, string | undefined]>([
    ['vn', 'VND'],
    ['ph', 'PHP'],
    ['br', 'BRL'],
    ['th', 'THB'],
    ['id', 'IDR'],
    ['my', 'MYR'],
    ['ru', 'RUB'],
    ['mx', 'MXN'],
    ['VN', 'VND'],
    ['pt-BR', 'BRL'],
    // Not a market.
    ['us', undefined],
    ['jp', undefined],
    ['', undefined],
    ['constructor', undefined],
    ['__proto__', undefined],
  ])('%j -> %j', (country, expected) => {
    expect(currencyForMarket(country)).toBe(expected);
  });

  it('covers every market of the constant', () => {
    for (const [market, currency] of Object.entries(CURRENCY_BY_MARKET))
      expect(currencyForMarket(market)).toBe(currency);
  });
});

describe('spec 9 "Dial codes: th 66, id 62, ph 63, ..., ru and kz 7, ..., us and ca 1, ..."', () => {
  it.each<[string, string | undefined]>([
    ['th', '+66'],
    ['vn', '+84'],
    ['ru', '+7'],
    ['kz', '+7'],
    ['us', '+1'],
    ['ca', '+1'],
    ['bd', '+880'],
    ['az', '+994'],
    ['TH', '+66'],
    ['th-TH', '+66'],
    ['fr', undefined],
    ['', undefined],
    ['toString', undefined],
  ])('%j -> %j', (country, expected) => {
    expect(dialCodeFor(country)).toBe(expected);
  });

  it('covers every listed country', () => {
    for (const [country, code] of Object.entries(DIAL_CODES)) expect(dialCodeFor(country)).toBe(`+${code}`);
  });
});
