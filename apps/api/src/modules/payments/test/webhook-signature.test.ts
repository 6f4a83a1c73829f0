import { describe, expect, it } from 'vitest';
import { signPaymentWebhook, verifyPaymentWebhook } from '../index';

/** The Payment-Signature scheme with Node's HMAC: what our webhook endpoint accepts and refuses. */
const SECRET = 'whsec_test_secret_0123456789abcdefghijklmnop';
const OLD_SECRET = 'whsec_old_secret_0123456789abcdefghijklmnopq';
const NOW_MS = 1_800_000_000_000;
const NOW_S = NOW_MS / 1000;

const event = JSON.stringify({
  id: 'evt_0123456789abcdef',
  type: 'payout.paid',
  created: NOW_S,
  data: {
    object: {
      id: 'po_0123456789abcdef',
      order_id: 'ord_1',
      amount: '50000',
      currency: 'VND',
      channel: 'momo',
      account_last4: '1234',
      status: 'paid',
      failure_reason: null,
      created_at: NOW_S - 5,
      settled_at: NOW_S,
    },
  },
});

const verify = (header: string | string[] | undefined, body = event, secrets = [SECRET]) =>
  verifyPaymentWebhook(body, { 'payment-signature': header }, secrets, NOW_MS);

describe('webhook signature (Payment-Signature: t=..., v1=...)', () => {
  it('accepts a good signature and gives the typed event', () => {
    const verdict = verify(signPaymentWebhook([SECRET], event, NOW_S));
    expect(verdict).toMatchObject({ ok: true, event: { type: 'payout.paid', data: { object: { status: 'paid' } } } });
  });

  it.each([
    ['a tampered body', signPaymentWebhook([SECRET], event, NOW_S), event.replace('50000', '90000'), 'mismatch'],
    ['a wrong secret', signPaymentWebhook([OLD_SECRET], event, NOW_S), event, 'mismatch'],
    ['a stale timestamp', signPaymentWebhook([SECRET], event, NOW_S - 301), event, 'stale'],
    ['a timestamp beyond the tolerance ahead', signPaymentWebhook([SECRET], event, NOW_S + 301), event, 'future'],
    ['a header without v1', `t=${NOW_S}`, event, 'malformed'],
    ['a header of garbage', 'sha256=abcdef', event, 'malformed'],
    ['a v1 that is not hex', `t=${NOW_S},v1=${'z'.repeat(64)}`, event, 'malformed'],
    ['no header', undefined, event, 'missing'],
    ['the header twice', [signPaymentWebhook([SECRET], event, NOW_S), 'x'], event, 'malformed'],
  ])('refuses %s', (_name, header, body, reason) => {
    expect(verify(header, body)).toMatchObject({ ok: false, reason });
  });

  it('accepts timestamps at the edges of the 300 s window', () => {
    expect(verify(signPaymentWebhook([SECRET], event, NOW_S - 300)).ok).toBe(true);
    expect(verify(signPaymentWebhook([SECRET], event, NOW_S + 300)).ok).toBe(true);
  });

  it('accepts any of several v1 values (the provider signs with the old and the new secret during a rotation)', () => {
    const both = signPaymentWebhook([OLD_SECRET, SECRET], event, NOW_S);
    expect(both.match(/v1=/g)).toHaveLength(2);
    expect(verify(both).ok).toBe(true);
    expect(verify(both, event, [OLD_SECRET]).ok).toBe(true);
    expect(verify(both, event, ['whsec_unrelated_secret_0123456789abcdefghij'])).toMatchObject({ reason: 'mismatch' });
  });

  it('accepts the previous secret while we rotate ours (PAYMENT_WEBHOOK_SECRET_PREVIOUS)', () => {
    expect(verify(signPaymentWebhook([OLD_SECRET], event, NOW_S), event, [SECRET, OLD_SECRET]).ok).toBe(true);
  });

  it('refuses a correctly signed body that is not an event', () => {
    const body = JSON.stringify({ id: 'evt_0123456789abcdef', type: 'payment.refunded', data: {} });
    expect(verify(signPaymentWebhook([SECRET], body, NOW_S), body)).toMatchObject({
      ok: false,
      reason: 'invalid_event',
    });
    expect(verify(signPaymentWebhook([SECRET], 'not json', NOW_S), 'not json')).toMatchObject({
      ok: false,
      reason: 'invalid_event',
    });
  });
});
