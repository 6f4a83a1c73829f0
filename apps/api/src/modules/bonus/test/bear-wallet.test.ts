import { describe, expect, it } from 'vitest';
import { bearWallet } from '../bear-wallet';

const E12 = 10n ** 12n;

describe('bearWallet (spec 3: the brand wallet in the market’s money)', () => {
  const base = { coin: 'WH', coinDecimals: 2, available: 12_345n, locked: 655n, priceE12: E12 / 10n };

  it('values available + locked at the coin price and the market rate, in the market’s decimals', () => {
    // 130.00 WH at 0.1 USDT = 13 USDT; 13 x 5.45 BRL = 70.85 BRL
    const w = bearWallet({ ...base, country: 'br' });
    expect(w).toMatchObject({
      available: '123.45',
      locked: '6.55',
      total: '130',
      country: 'br',
      currency_code: 'BRL',
      currency_symbol: 'R$',
      currency_decimals: 2,
      local_total: '70.85',
      local_rate: '0.545',
    });
  });

  it('rounds dong to whole units (13 USDT x 25,400 = 330,200 VND)', () => {
    const w = bearWallet({ ...base, country: 'VN' });
    expect(w).toMatchObject({ country: 'vn', currency_code: 'VND', currency_decimals: 0, local_total: '330200' });
  });

  it('rounds half up at the currency’s last digit', () => {
    // 0.01 WH at 0.1 USDT = 0.001 USDT x 5.45 = 0.00545 BRL -> 0.01
    expect(bearWallet({ ...base, available: 1n, locked: 0n, country: 'br' }).local_total).toBe('0.01');
  });

  it('shows US dollars where spec 9 names no market currency', () => {
    expect(bearWallet({ ...base, country: 'jp' })).toMatchObject({ currency_code: 'USD', local_total: '13' });
  });

  it('is zero for an empty wallet', () => {
    expect(bearWallet({ ...base, available: 0n, locked: 0n, country: 'th' })).toMatchObject({
      total: '0',
      local_total: '0',
    });
  });
});
