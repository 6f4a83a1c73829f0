import { z } from 'zod';
import { ZPayment, ZPayout, ZRefund } from './provider-protocol';

/**
 * The webhook event the provider POSTs to our PAYMENT_WEBHOOK_PATH, signed in `Payment-Signature`
 * (webhook-signature.ts). The same event (same id) may arrive more than once and events may arrive in
 * any order: the receiver acts on the object's state, once per order (issue 14).
 */

export const PAYMENT_EVENT_TYPES = [
  'payment.succeeded',
  'payment.failed',
  'payment.expired',
  'payout.paid',
  'payout.failed',
  'refund.succeeded',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

const eventBase = {
  id: z.string().regex(/^evt_[A-Za-z0-9]{8,40}$/, 'an event id'),
  /** When the event happened (unix seconds), not when this delivery was sent. */
  created: z.number().int().nonnegative(),
};

function eventOf<T extends PaymentEventType, O extends z.ZodType>(type: T, object: O) {
  return z.object({ ...eventBase, type: z.literal(type), data: z.object({ object }) });
}

export const ZPaymentEvent = z.discriminatedUnion('type', [
  eventOf('payment.succeeded', ZPayment),
  eventOf('payment.failed', ZPayment),
  eventOf('payment.expired', ZPayment),
  eventOf('payout.paid', ZPayout),
  eventOf('payout.failed', ZPayout),
  eventOf('refund.succeeded', ZRefund),
]);
export type PaymentEvent = z.infer<typeof ZPaymentEvent>;
