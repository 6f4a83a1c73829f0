import type { PaymentEvent } from '@app/shared/payments/provider-events';
import type {
  CreatePaymentRequest,
  CreatePayoutRequest,
  CreateRefundRequest,
  Payment,
  Payout,
  Refund,
} from '@app/shared/payments/provider-protocol';
import type { SignatureRefusal } from '@app/shared/payments/webhook-signature';

/**
 * What the orders of issue 14 need from a payment provider (docs/payments.md). The sandbox
 * (sandbox-provider.ts over scripts/dev-payment-provider.ts) is the first implementation; a real
 * regional aggregator's adapter maps its API onto the same calls and shapes.
 *
 * Every create call is idempotent: payments and payouts by our order id (one provider object per
 * order, however often the call is repeated, by the adapter's retries or by a caller after a crash),
 * refunds by the key the caller gives. A call either answers the provider's object or throws
 * ProviderError.
 */
export interface PaymentProvider {
  /** Stored on orders: which provider holds the payment. */
  readonly id: string;
  /** A pending payment and its hosted checkout URL (`checkout_url`) to send the payer to. */
  createPayment(request: CreatePaymentRequest): Promise<Payment>;
  /** The payment as the provider sees it now (the reconcile job's question for an order stuck in pending). */
  paymentStatus(paymentId: string): Promise<Payment>;
  /** A pending payout; it settles later (payout.paid or payout.failed, or payoutStatus). */
  createPayout(request: CreatePayoutRequest): Promise<Payout>;
  payoutStatus(payoutId: string): Promise<Payout>;
  /** A refund of a succeeded payment (all that is left unless `amount`); refund.succeeded follows. */
  refund(request: CreateRefundRequest, idempotencyKey: string): Promise<Refund>;
  /**
   * A webhook delivery checked: signature (with the tolerance window) and then the event's shape.
   * Pure and synchronous: the webhook endpoint calls it on the raw body before anything else.
   */
  verifyWebhook(rawBody: string, headers: WebhookHeaders): WebhookVerdict;
}

/** Request headers as Node gives them (lower-case names). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

export type WebhookRefusalReason = SignatureRefusal | 'invalid_event';
export type WebhookVerdict =
  | { ok: true; event: PaymentEvent }
  | { ok: false; reason: WebhookRefusalReason; message: string };

/**
 * A provider call that did not give an answer to act on.
 * - `refused`: the provider said no (4xx: a field, a conflict such as a refund above what is left, an
 *   unknown id, a wrong key). Repeating will not help; the order fails or an operator looks.
 * - `unavailable`: no usable answer after the retries (network, timeout, 5xx, an answer of the wrong
 *   shape). The outcome is unknown: the order stays pending and the reconcile job asks again.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
    readonly details: { status?: number; type?: string; field?: string } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
