import { describe, expect, it } from 'vitest';
import { CURRENCY_BY_MARKET } from '../core/markets-table';
import { FALLBACK_MONEY, marketMoney } from './market-money';

describe('marketMoney (spec 9: currency by market)', () => {
  it.each(Object.entries(CURRENCY_BY_MARKET))(
    '%s has its own money, %s, with a symbol and a positive rate',
    (country, currency) => {
      const money = marketMoney(country);
      expect(money.currency).toBe(currency);
      expect(money.symbol.length).toBeGreaterThan(0);
      expect(Number(money.perUsdt)).toBeGreaterThan(0);
    },
  );

  it('writes dong and rupiah without decimals', () => {
    expect(marketMoney('vn').decimals).toBe(0);
    expect(marketMoney('id').decimals).toBe(0);
    expect(marketMoney('br').decimals).toBe(2);
  });

  it('reads the country in any case', () => {
    expect(marketMoney('BR').currency).toBe('BRL');
  });

  it('falls back to US dollars for a market spec 9 names no currency for', () => {
    expect(marketMoney('jp')).toEqual(FALLBACK_MONEY);
    expect(marketMoney('')).toEqual(FALLBACK_MONEY);
  });
});
