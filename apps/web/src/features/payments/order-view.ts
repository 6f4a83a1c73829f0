import { FINAL_ORDER_STATUSES, type OrderReview, type OrderStatus } from '@app/shared/payments/payment-markets';

/**
 * How an order's state reads on screen (payment-markets.ts has the state machine): one phase per
 * thing the player needs to know, with its badge tone and its picture, and how often the result page
 * asks again.
 */
export type OrderPhase = 'processing' | 'review' | 'paid' | 'failed' | 'expired' | 'refunded';
export type OrderIcon = 'spinner' | 'clock' | 'check' | 'cross' | 'return';
export type OrderTone = 'accent' | 'warning' | 'success' | 'danger' | 'neutral';

export interface OrderView {
  phase: OrderPhase;
  icon: OrderIcon;
  tone: OrderTone;
  /** Nothing more will happen to it (paid, failed, expired, refunded). */
  final: boolean;
}

const FINAL_VIEWS: Record<Exclude<OrderPhase, 'processing' | 'review'>, OrderView> = {
  paid: { phase: 'paid', icon: 'check', tone: 'success', final: true },
  failed: { phase: 'failed', icon: 'cross', tone: 'danger', final: true },
  expired: { phase: 'expired', icon: 'cross', tone: 'neutral', final: true },
  refunded: { phase: 'refunded', icon: 'return', tone: 'neutral', final: true },
};

/** An order's status (and review) as the screen shows it. */
export function orderView(order: { status: OrderStatus; review: OrderReview }): OrderView {
  if (order.status === 'created' || order.status === 'pending') {
    // A withdrawal above the review threshold waits for an operator while still `created`.
    return order.review === 'waiting'
      ? { phase: 'review', icon: 'clock', tone: 'warning', final: false }
      : { phase: 'processing', icon: 'spinner', tone: 'accent', final: false };
  }
  return FINAL_VIEWS[order.status];
}

export const isFinalStatus = (status: OrderStatus) => FINAL_ORDER_STATUSES.includes(status);

/** The result page follows an order this often while it may still change (the issue: every 1.5 s). */
export const FOLLOW_MS = 1_500;
/** An operator's review takes minutes to hours: asking every 1.5 s would only load the server. */
export const REVIEW_FOLLOW_MS = 15_000;
/** A checkout left open (abandoned) stays `created` until it expires: after a while, ask less often. */
export const SLOW_FOLLOW_MS = 10_000;
export const SLOW_AFTER_MS = 5 * 60_000;

/**
 * How long until the result page asks for the order again, or null when it stops (the order is
 * final). `watchedMs`: how long the page has followed it.
 */
export function followInterval(
  order: { status: OrderStatus; review: OrderReview } | undefined,
  watchedMs: number,
): number | null {
  if (!order) return FOLLOW_MS;
  const view = orderView(order);
  if (view.final) return null;
  if (view.phase === 'review') return REVIEW_FOLLOW_MS;
  return watchedMs >= SLOW_AFTER_MS ? SLOW_FOLLOW_MS : FOLLOW_MS;
}

/** The order ids the result page accepts from its address (order-contracts ZOrderId): anything else is ignored. */
export const ORDER_ID = /^or_[0-9A-Za-z]{10,40}$/;
