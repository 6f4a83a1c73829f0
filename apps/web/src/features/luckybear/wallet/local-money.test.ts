import { describe, expect, it } from 'vitest';
import { formatLocalMoney } from './local-money';

describe('formatLocalMoney (the bear wallet in the market’s money)', () => {
  const brl = { local_total: '1234.5', currency_symbol: 'R$', currency_decimals: 2 };

  it('writes the symbol and the currency’s decimals with the locale’s separators', () => {
    expect(formatLocalMoney(brl, 'pt-BR')).toBe('R$ 1.234,50');
    expect(formatLocalMoney(brl, 'en-US')).toBe('R$ 1,234.50');
  });

  it('writes dong without decimals', () => {
    expect(formatLocalMoney({ local_total: '330200', currency_symbol: '₫', currency_decimals: 0 }, 'vi-VN')).toBe(
      '₫ 330.200',
    );
  });

  it('shows 0 decimals on the ru-RU brand (spec 9)', () => {
    expect(formatLocalMoney({ local_total: '1234.56', currency_symbol: '₽', currency_decimals: 2 }, 'ru-RU')).toBe(
      '₽ 1,235',
    );
  });
});
