/**
 * The Payment-Signature scheme (@app/shared/payments/webhook-signature) on the server: Node's HMAC,
 * and the verification every adapter whose provider signs our way uses.
 */
import { createHmac } from 'node:crypto';
import { ZPaymentEvent } from '@app/shared/payments/provider-events';
import {
  type HmacSha256Hex,
  PAYMENT_SIGNATURE_HEADER,
  signatureHeader,
  verifySignature,
} from '@app/shared/payments/webhook-signature';
import type { WebhookHeaders, WebhookVerdict } from './payment-provider';

export const nodeHmacSha256Hex: HmacSha256Hex = (secret, message) =>
  createHmac('sha256', secret).update(message).digest('hex');

/** A Payment-Signature header as a provider signs it (tests, and a future outgoing use). */
export function signPaymentWebhook(secrets: readonly string[], rawBody: string, unixSeconds: number): string {
  return signatureHeader(nodeHmacSha256Hex, secrets, rawBody, unixSeconds);
}

/** Signature first (nothing of an unsigned body is read), then the event's shape. */
export function verifyPaymentWebhook(
  rawBody: string,
  headers: WebhookHeaders,
  secrets: readonly string[],
  nowMs: number,
  toleranceSeconds?: number,
): WebhookVerdict {
  const header = headers[PAYMENT_SIGNATURE_HEADER];
  if (Array.isArray(header))
    return { ok: false, reason: 'malformed', message: 'Payment-Signature sent more than once' };
  const check = verifySignature({
    header,
    rawBody,
    secrets,
    nowSeconds: Math.floor(nowMs / 1000),
    toleranceSeconds,
    hmac: nodeHmacSha256Hex,
  });
  if (!check.ok) return { ok: false, reason: check.reason, message: `webhook refused: signature ${check.reason}` };
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'invalid_event', message: 'webhook refused: the body is not JSON' };
  }
  const event = ZPaymentEvent.safeParse(json);
  if (!event.success) {
    const at = event.error.issues[0]?.path.join('.') || 'body';
    return { ok: false, reason: 'invalid_event', message: `webhook refused: not an event (${at})` };
  }
  return { ok: true, event: event.data };
}
