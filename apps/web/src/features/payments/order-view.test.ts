import type { OrderReview, OrderStatus } from '@app/shared/payments/payment-markets';
import { describe, expect, it } from 'vitest';
import {
  FOLLOW_MS,
  followInterval,
  isFinalStatus,
  type OrderView,
  orderView,
  REVIEW_FOLLOW_MS,
  SLOW_AFTER_MS,
  SLOW_FOLLOW_MS,
} from './order-view';

describe('orderView: status (and review) -> what the screen shows', () => {
  it.each<[OrderStatus, OrderReview, Omit<OrderView, 'final'>, boolean]>([
    ['created', 'none', { phase: 'processing', icon: 'spinner', tone: 'accent' }, false],
    ['pending', 'none', { phase: 'processing', icon: 'spinner', tone: 'accent' }, false],
    ['pending', 'approved', { phase: 'processing', icon: 'spinner', tone: 'accent' }, false],
    ['created', 'waiting', { phase: 'review', icon: 'clock', tone: 'warning' }, false],
    ['paid', 'none', { phase: 'paid', icon: 'check', tone: 'success' }, true],
    ['paid', 'approved', { phase: 'paid', icon: 'check', tone: 'success' }, true],
    ['failed', 'rejected', { phase: 'failed', icon: 'cross', tone: 'danger' }, true],
    ['failed', 'none', { phase: 'failed', icon: 'cross', tone: 'danger' }, true],
    ['expired', 'none', { phase: 'expired', icon: 'cross', tone: 'neutral' }, true],
    ['refunded', 'none', { phase: 'refunded', icon: 'return', tone: 'neutral' }, true],
  ])('%s / %s', (status, review, view, final) => {
    expect(orderView({ status, review })).toEqual({ ...view, final });
    expect(isFinalStatus(status)).toBe(final);
  });
});

describe('followInterval: the result page asks again every 1.5 s until the order is final', () => {
  it.each<[string, { status: OrderStatus; review: OrderReview } | undefined, number, number | null]>([
    ['not loaded yet', undefined, 0, FOLLOW_MS],
    ['created', { status: 'created', review: 'none' }, 0, FOLLOW_MS],
    ['pending', { status: 'pending', review: 'none' }, 60_000, FOLLOW_MS],
    ['a checkout left open for long', { status: 'created', review: 'none' }, SLOW_AFTER_MS, SLOW_FOLLOW_MS],
    ['waiting for an operator', { status: 'created', review: 'waiting' }, 0, REVIEW_FOLLOW_MS],
    ['paid', { status: 'paid', review: 'none' }, 0, null],
    ['failed', { status: 'failed', review: 'none' }, 0, null],
    ['expired', { status: 'expired', review: 'none' }, 0, null],
    ['refunded', { status: 'refunded', review: 'none' }, 0, null],
  ])('%s', (_name, order, watchedMs, interval) => {
    expect(followInterval(order, watchedMs)).toBe(interval);
  });

  it('is 1.5 s', () => {
    expect(FOLLOW_MS).toBe(1500);
  });
});
