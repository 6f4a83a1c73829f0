import { describe, expect, it } from 'vitest';
import { type DailyQuantity, dailyMeters, needsReview, withdrawProblem, withdrawQuote } from './withdraw-rules';

const QUANTITY: DailyQuantity = {
  daily_count: 3,
  used_count: 1,
  left_count: 2,
  daily_amount: '20000000',
  used_amount: '500000',
  left_amount: '19500000',
  review_above: '5000000',
};
const LIMITS = { min: '50000', max: '10000000' };

describe('withdrawQuote: fee, total and the coin held', () => {
  it('adds the fee (rounded up) and holds the total in coin, rounded up', () => {
    expect(withdrawQuote('100000', { fee_percent: '1', fee_fixed: '1000' }, '25000', 0)).toEqual({
      fee: '2000',
      total: '102000',
      coin: '4.08',
    });
    expect(withdrawQuote('100001', { fee_percent: '1.5', fee_fixed: '0' }, '30000', 0)).toEqual({
      fee: '1501',
      total: '101502',
      coin: '3.39',
    });
  });

  it('works in centavos for reais', () => {
    expect(withdrawQuote('33.33', { fee_percent: '2.5', fee_fixed: '1' }, '5', 2)).toEqual({
      fee: '1.84',
      total: '35.17',
      coin: '7.04',
    });
  });

  it('is null when a number is missing', () => {
    expect(withdrawQuote('1', { fee_percent: '', fee_fixed: '0' }, '5', 2)).toBeNull();
    expect(withdrawQuote('1', { fee_percent: '0', fee_fixed: '0' }, '0', 2)).toBeNull();
  });
});

describe('withdrawProblem: the first thing the player has to fix', () => {
  const quote = { fee: '2000', total: '102000', coin: '4.08' };
  it.each<[string, Parameters<typeof withdrawProblem>[0], string | null]>([
    ['fine', { amount: '100000', limits: LIMITS, quantity: QUANTITY, quote, balance: '10' }, null],
    ['not a number', { amount: null, limits: LIMITS, quantity: QUANTITY, quote: null, balance: '10' }, 'invalid'],
    ['zero', { amount: '0', limits: LIMITS, quantity: QUANTITY, quote, balance: '10' }, 'zero'],
    ['below the minimum', { amount: '49999', limits: LIMITS, quantity: QUANTITY, quote, balance: '10' }, 'below_min'],
    [
      'above the maximum',
      { amount: '10000001', limits: LIMITS, quantity: QUANTITY, quote, balance: '999' },
      'above_max',
    ],
    [
      'no withdrawal left today',
      { amount: '100000', limits: LIMITS, quantity: { ...QUANTITY, left_count: 0 }, quote, balance: '10' },
      'no_count_left',
    ],
    [
      'more than is left today',
      { amount: '100000', limits: LIMITS, quantity: { ...QUANTITY, left_amount: '99999' }, quote, balance: '10' },
      'above_left_amount',
    ],
    [
      'more than the balance',
      { amount: '100000', limits: LIMITS, quantity: QUANTITY, quote, balance: '4.07' },
      'balance',
    ],
    ['exactly the balance', { amount: '100000', limits: LIMITS, quantity: QUANTITY, quote, balance: '4.08' }, null],
    [
      'limits and balance not loaded',
      { amount: '100000', limits: LIMITS, quantity: undefined, quote, balance: undefined },
      null,
    ],
  ])('%s', (_name, input, problem) => {
    expect(withdrawProblem(input)).toBe(problem);
  });
});

describe('needsReview: above review_above the withdrawal waits for an operator', () => {
  it.each<[string | null, string | undefined, boolean]>([
    ['5000001', '5000000', true],
    ['5000000', '5000000', false],
    ['100', '5000000', false],
    [null, '5000000', false],
    ['100', undefined, false],
  ])('%j over %j -> %s', (amount, above, review) => {
    expect(needsReview(amount, above)).toBe(review);
  });
});

describe('dailyMeters: used, left and the used share of today’s limits', () => {
  it('counts and amounts', () => {
    expect(dailyMeters(QUANTITY)).toEqual({
      count: { used: '1', left: '2', total: '3', percent: 33 },
      amount: { used: '500000', left: '19500000', total: '20000000', percent: 2 },
    });
  });

  it('is full when nothing is allowed, and never past 100', () => {
    const none = dailyMeters({ ...QUANTITY, daily_count: 0, used_count: 0, left_count: 0, daily_amount: '0' });
    expect(none.count.percent).toBe(100);
    expect(none.amount.percent).toBe(100);
    const over = dailyMeters({ ...QUANTITY, used_count: 5, left_count: -2 });
    expect(over.count).toEqual({ used: '5', left: '0', total: '3', percent: 100 });
  });
});
