import {
  type CreatePaymentRequest,
  type CreatePayoutRequest,
  type CreateRefundRequest,
  ZPayment,
  ZPayout,
  ZRefund,
} from '@app/shared/payments/provider-protocol';
import type { PaymentProvider, WebhookHeaders, WebhookVerdict } from './payment-provider';
import { callProvider, type ProviderHttpSettings } from './provider-http';
import { verifyPaymentWebhook } from './webhook-signature';

export interface SandboxProviderSettings {
  /** The sandbox's base URL (PAYMENT_PROVIDER_URL). */
  url: string;
  apiKey: string;
  /** The current webhook secret first, then the previous one while it is rotated out. */
  webhookSecrets: readonly string[];
  timeoutMs?: number;
  retries?: number;
  retryBaseMs?: number;
  toleranceSeconds?: number;
  /** Milliseconds since the epoch (tests move the clock). */
  now?: () => number;
}

/**
 * The adapter over the sandbox payment provider's REST API (scripts/dev-payment-provider.ts). Our
 * protocol is the sandbox's own, so the adapter is thin: idempotency keys derived from our order ids,
 * answers checked against the shared schemas, webhooks verified with the endpoint's secrets.
 */
export function createSandboxProvider(settings: SandboxProviderSettings): PaymentProvider {
  const http: ProviderHttpSettings = {
    baseUrl: settings.url.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${settings.apiKey}` },
    timeoutMs: settings.timeoutMs ?? 10_000,
    retries: settings.retries ?? 3,
    retryBaseMs: settings.retryBaseMs ?? 200,
  };
  const now = settings.now ?? Date.now;
  const path = (kind: string, id: string) => `/v1/${kind}/${encodeURIComponent(id)}`;

  return {
    id: 'sandbox',
    createPayment: (request: CreatePaymentRequest) =>
      callProvider(http, {
        method: 'POST',
        path: '/v1/payments',
        body: request,
        idempotencyKey: `payment:${request.order_id}`,
        answer: ZPayment,
      }),
    paymentStatus: (paymentId) =>
      callProvider(http, { method: 'GET', path: path('payments', paymentId), answer: ZPayment }),
    createPayout: (request: CreatePayoutRequest) =>
      callProvider(http, {
        method: 'POST',
        path: '/v1/payouts',
        body: request,
        idempotencyKey: `payout:${request.order_id}`,
        answer: ZPayout,
      }),
    payoutStatus: (payoutId) => callProvider(http, { method: 'GET', path: path('payouts', payoutId), answer: ZPayout }),
    refund: (request: CreateRefundRequest, idempotencyKey: string) =>
      callProvider(http, { method: 'POST', path: '/v1/refunds', body: request, idempotencyKey, answer: ZRefund }),
    verifyWebhook: (rawBody: string, headers: WebhookHeaders): WebhookVerdict =>
      verifyPaymentWebhook(rawBody, headers, settings.webhookSecrets, now(), settings.toleranceSeconds),
  };
}
