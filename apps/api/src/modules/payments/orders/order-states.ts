import type { OrderStatus } from '@app/shared/payments/payment-markets';

/**
 * Which statuses each status may be reached from (payment-markets.ts ORDER_STATUSES explains the
 * machine). Every transition is one conditional update from these (order.repository.ts transition).
 */
export const REACHED_FROM: Readonly<Record<Exclude<OrderStatus, 'created'>, readonly OrderStatus[]>> = {
  pending: ['created'],
  paid: ['created', 'pending'],
  failed: ['created', 'pending'],
  expired: ['created', 'pending'],
  // A recharge paid after it expired or failed is given back (never credited): see order-settlement.ts.
  refunded: ['expired', 'failed'],
};

/** What acting on a provider's news did (stored with the webhook event, logged by the reconcile job). */
export type SettleOutcome =
  | 'credited'
  | 'paid'
  | 'failed'
  | 'expired'
  | 'refunded'
  | 'late_refund'
  | 'pending'
  | 'unchanged'
  | 'mismatch'
  | 'unknown_order';
