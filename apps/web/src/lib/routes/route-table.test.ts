import { describe, expect, it } from 'vitest';
import { routeNeedsLogin } from './route-table';

describe('routeNeedsLogin (spec 2.4)', () => {
  it.each([
    '/en-US/task/details',
    '/vi-VN/market',
    '/vi-VN/market/buy',
    '/en-US/profile',
    '/en-US/profile/edit/name',
    '/en-US/win/history',
    '/en-US/mission',
    '/en-US/user/bind-phone',
    '/en-US/user/sessions',
    '/vi-VN/user/withdraw',
    '/vi-VN/user/withdrawNew',
    '/vi-VN/user/orders',
    '/vi-VN/user/payment',
    '/id-ID/user/withdraw-quantity',
    '/en-US/products/12',
  ])('%s needs login', (path) => {
    expect(routeNeedsLogin(path)).toBe(true);
  });

  it.each([
    '/en-US',
    '/en-US/task/download',
    '/en-US/user/login-home',
    '/en-US/user/login',
    '/en-US/terms',
    '/ru-RU/privacy',
    '/en-US/wallet',
    '/en-US/inbet',
    '/en-US/profile/someone',
    '/en-US/marketplace',
  ])('%s does not', (path) => {
    expect(routeNeedsLogin(path)).toBe(false);
  });
});
