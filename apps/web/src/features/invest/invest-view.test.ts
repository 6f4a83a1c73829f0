import type { InvestProduct } from '@app/shared/invest/invest-contracts';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import { countdown, investFailure, productAmounts, soldOut, subscribeSummary, utcDateTime } from './invest-view';

const DAY = 86_400_000;
const PRODUCT: InvestProduct = {
  code: 'wh-30d',
  coin: 'WH',
  term_days: 30,
  return_kind: 'annual',
  rate_bps: 1200,
  min_amount: '50',
  max_amount: '5000',
  cap: '200000',
  remaining: '1000',
  early_exit: true,
  penalty_bps: 300,
};

describe('productAmounts (the amounts a product card and the drawer show)', () => {
  it('writes every amount with the locale separators, every digit kept', () => {
    expect(productAmounts({ ...PRODUCT, remaining: '1234.5' }, 'en-US')).toEqual({
      min: '50',
      max: '5,000',
      left: '1,234.5',
      cap: '200,000',
      coin: 'WH',
    });
    expect(productAmounts(PRODUCT, 'id-ID').cap).toBe('200.000');
  });
});

describe('subscribeSummary (the API rule, to the base unit)', () => {
  it('sums principal and the return rounded down, maturing term days later', () => {
    expect(subscribeSummary(PRODUCT, '100', 2, 1_000)).toEqual({
      summary: { principal: '100', ret: '0.98', total: '100.98', maturesAt: 1_000 + 30 * DAY },
    });
  });
  it.each([
    ['', 'amount_invalid'],
    ['abc', 'amount_invalid'],
    ['-5', 'amount_invalid'],
    ['0', 'amount_invalid'],
    ['1.001', 'amount_invalid'],
    ['49.99', 'amount_below_min'],
    ['5000.01', 'amount_above_max'],
    ['1000.01', 'amount_above_left'],
  ])('%j is %s', (amount, problem) => {
    expect(subscribeSummary(PRODUCT, amount, 2, 0)).toEqual({ problem });
  });
  it('pays a fixed rate once for the term', () => {
    const fixed = { ...PRODUCT, return_kind: 'fixed' as const, rate_bps: 400 };
    expect(subscribeSummary(fixed, '999.99', 2, 0)).toMatchObject({ summary: { ret: '39.99', total: '1039.98' } });
  });
});

describe('soldOut, countdown, utcDateTime, investFailure', () => {
  it('is sold out when less than the minimum is left', () => {
    expect(soldOut({ ...PRODUCT, remaining: '49.99' }, 2)).toBe(true);
    expect(soldOut({ ...PRODUCT, remaining: '50' }, 2)).toBe(false);
  });
  it('counts days, hours and minutes, rounded up to the minute', () => {
    expect(countdown(2 * DAY + 3 * 3_600_000 + 61_000, 0)).toEqual({ due: false, days: 2, hours: 3, minutes: 2 });
    expect(countdown(1_000, 2_000)).toEqual({ due: true, days: 0, hours: 0, minutes: 0 });
  });
  it('writes the time in UTC', () => {
    expect(utcDateTime(Date.UTC(2026, 11, 27, 23, 30), 'en-US')).toBe('Dec 27, 2026, 11:30 PM');
  });
  it('knows the invest codes and leaves the others to the app', () => {
    const cap = new ApiCallError('business', 'x', { code: 1202, data: { remaining: '5' } });
    expect(investFailure(cap)).toEqual({ code: 1202, data: { remaining: '5' } });
    expect(investFailure(new ApiCallError('business', 'x', { code: 1014 }))).toBeNull();
    expect(investFailure(new Error('x'))).toBeNull();
  });
});
