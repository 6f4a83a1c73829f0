import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import {
  buyRequestIds,
  luckyFailure,
  luckyLandLink,
  MAX_BUY,
  percent,
  splitCodes,
  stopSequence,
  topPrize,
} from './lucky-code-view';

const code = (c: string, opened: boolean) => ({
  code: c,
  tier: 'bronze',
  coin: 'WH',
  price: '10',
  created_at: 1,
  mine: true,
  opened,
  opened_by_me: opened,
  opened_at: opened ? 2 : null,
  prize: opened ? { index: 0, coin: 'WH', amount: '2' } : null,
  fair: null,
});

describe('lucky code view rules', () => {
  it('splits my codes into to-open and opened, keeping the order', () => {
    const { unopened, opened } = splitCodes([code('A', false), code('B', true), code('C', false)]);
    expect(unopened.map((c) => c.code)).toEqual(['A', 'C']);
    expect(opened.map((c) => c.code)).toEqual(['B']);
  });

  it('the top prize compares amounts as numbers', () => {
    const prize = (amount: string) => ({ index: 0, coin: 'WH', amount, weight: 1, probability: 0.5 });
    expect(topPrize({ prizes: [prize('30'), prize('100'), prize('5')] })).toBe('100');
  });

  it.each([
    [0.4, '40%'],
    [0.02, '2%'],
    [0.005, '0.5%'],
    [0.0001, '0.01%'],
    [1, '100%'],
  ])('percent(%s) = %s', (p, text) => {
    expect(percent(p)).toBe(text);
  });

  it('one buy press has one request id per code, at most MAX_BUY', () => {
    expect(buyRequestIds('p1', 3)).toEqual(['p1-1', 'p1-2', 'p1-3']);
    expect(buyRequestIds('p1', 50)).toHaveLength(MAX_BUY);
    expect(buyRequestIds('p1', 0)).toEqual([]);
  });

  it.each([
    [new ApiCallError('business', 'x', { code: 1170 }), 'not_found'],
    [new ApiCallError('business', 'x', { code: 1171 }), 'opened'],
    [new ApiCallError('business', 'x', { code: 1014 }), 'balance'],
    [new ApiCallError('business', 'x', { code: 1001 }), 'other'],
    [new ApiCallError('network', 'x'), 'other'],
    [new Error('x'), 'other'],
  ])('luckyFailure reads %s as %s', (error, reason) => {
    expect(luckyFailure(error)).toBe(reason);
  });

  it('shares a code as its landing page in my locale', () => {
    expect(luckyLandLink('https://app.test', 'vi-VN', 'ABCDEFGHJKMNPQRS')).toBe(
      'https://app.test/vi-VN/luckycode/land?code=ABCDEFGHJKMNPQRS',
    );
  });
});

describe('stopSequence: the draw reel slowing down onto the server’s prize', () => {
  it.each([
    [0, 3, 5],
    [4, 0, 5],
    [2, 2, 5],
  ])('from %s to %s of %s prizes: two turns, then the prize', (current, target, size) => {
    const steps = stopSequence(current, target, size);
    expect(steps.at(-1)?.index).toBe(target);
    expect(steps.length).toBeGreaterThanOrEqual(2 * size);
    expect(steps.length).toBeLessThan(3 * size);
    // Each step shows the next prize, and none is faster than the one before.
    steps.forEach((step, i) => {
      expect(step.index).toBe((current + i + 1) % size);
      if (i > 0) expect(step.ms).toBeGreaterThanOrEqual(steps[i - 1]?.ms ?? 0);
    });
  });

  it('no prizes, no steps', () => {
    expect(stopSequence(0, 0, 0)).toEqual([]);
  });
});
