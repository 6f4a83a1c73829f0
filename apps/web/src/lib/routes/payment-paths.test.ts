import { describe, expect, it } from 'vitest';
import { ordersPath, paymentsBackHref, payoutAccountsPath, withdrawPath, withdrawQuantityPath } from './payment-paths';

describe('the money pages (issue 14)', () => {
  it('carry the locale and their query', () => {
    expect(ordersPath('vi-VN')).toBe('/vi-VN/user/orders');
    expect(ordersPath('vi-VN', { order: 'or_0123456789' })).toBe('/vi-VN/user/orders?order=or_0123456789');
    expect(ordersPath('vi-VN', { from: 'checkout' })).toBe('/vi-VN/user/orders?from=checkout');
    expect(withdrawPath('id-ID', '/id-ID/win/money')).toBe('/id-ID/user/withdrawNew?backUrl=%2Fid-ID%2Fwin%2Fmoney');
    expect(payoutAccountsPath('pt-BR')).toBe('/pt-BR/user/payment');
    expect(withdrawQuantityPath('en-US', '/en-US/inbet/money')).toBe(
      '/en-US/user/withdraw-quantity?backUrl=%2Fen-US%2Finbet%2Fmoney',
    );
  });

  it('go back to the backUrl they were given, else to /win/money; never off the app', () => {
    expect(paymentsBackHref('/vi-VN/inbet/money', 'vi-VN')).toBe('/vi-VN/inbet/money');
    expect(paymentsBackHref(null, 'vi-VN')).toBe('/vi-VN/win/money');
    expect(paymentsBackHref('https://evil.example', 'vi-VN')).toBe('/vi-VN');
    expect(paymentsBackHref('//evil.example', 'vi-VN')).toBe('/vi-VN');
  });
});
