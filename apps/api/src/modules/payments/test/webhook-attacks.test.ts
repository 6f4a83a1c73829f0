import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { DEV_PAYMENT_WEBHOOK_SECRET } from '../payments.config';
import {
  eventBody,
  eventRows,
  ledgerTxOf,
  newEventId,
  orderRow,
  postWebhook,
  providerObject,
  recharge,
  sendProviderEvent,
  signatureOf,
  until,
} from './helpers/payment-calls';
import { paymentsTestAppOfFile } from './helpers/payments-test-app';

/**
 * Issue 14's webhook attacks, signed by hand with the development secret and POSTed raw to
 * /provider/payments/webhook: a forged, stale or missing signature changes nothing; the same success
 * 50 times at once, or 50 different events of one payment at once, credits the order once.
 */
describe('the payment webhook under attack', () => {
  const t = paymentsTestAppOfFile();

  /** A fresh player with a pending MoMo recharge of 100,000 dong (400 WH) and their balance. */
  async function pendingRecharge() {
    const p = await t.player();
    const made = await recharge(t, p);
    return { p, orderId: made.order.order_id, before: Number(await t.wh(p)) };
  }

  /** A valid payment.succeeded body of the order's sandbox payment. */
  async function successBody(orderId: string, id = newEventId()) {
    const payment = await providerObject(t, orderId);
    return eventBody('payment.succeeded', { ...payment, status: 'succeeded', settled_at: payment.created_at }, id);
  }

  const now = () => Math.floor(Date.now() / 1000);

  it.each([
    [
      'a signature made with another secret',
      'mismatch',
      (raw: string) => signatureOf(raw, { secret: 'whsec_x'.repeat(6) }),
    ],
    ['a stale signature (301 s old)', 'stale', (raw: string) => signatureOf(raw, { at: now() - 301 })],
    ['a signature from the future (301 s ahead)', 'future', (raw: string) => signatureOf(raw, { at: now() + 301 })],
    ['no Payment-Signature header', 'missing', () => null],
    ['a signature of another body', 'mismatch', (raw: string) => signatureOf(raw.replace('"100000"', '"100001"'))],
    ['a header that is not a signature', 'malformed', () => 'v1=deadbeef'],
  ])('refuses %s: an error envelope, no event stored, the order and balance unchanged', async (_name, reason, sign) => {
    const { p, orderId, before } = await pendingRecharge();
    const rowBefore = await orderRow(t, orderId);
    const raw = await successBody(orderId);
    const res = await postWebhook(t, raw, sign(raw));
    // Not 2xx: a real provider retries what we refused (a secret mid-rotation is fixed, then it lands).
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: BodyCode.SIGNATURE_INVALID, data: { reason } });
    expect(await eventRows(t, orderId)).toEqual([]);
    expect(await orderRow(t, orderId)).toEqual(rowBefore);
    expect(Number(await t.wh(p))).toBe(before);
    expect(await ledgerTxOf(t, orderId)).toEqual([]);
  });

  it('the provider signing with a wrong secret is refused and retries: once the secret is right, the event lands', async () => {
    const { p, orderId, before } = await pendingRecharge();
    const row = await orderRow(t, orderId);
    t.sandbox.settings.maxAttempts = 10;
    t.sandbox.setWebhookSecrets(['whsec_a_secret_we_do_not_know_yet_000000']);
    try {
      await t.pay(row.checkout_url as string, 'pay');
      const record = () => t.sandbox.events.find((r) => r.event.data.object.id === row.provider_ref);
      await until('two refused deliveries', async () => (record()?.attempts.length ?? 0) >= 2);
      expect(
        record()
          ?.attempts.map((a) => a.outcome)
          .slice(0, 2),
      ).toEqual([401, 401]);
      expect((await orderRow(t, orderId)).status).toBe('pending');
    } finally {
      t.sandbox.setWebhookSecrets([DEV_PAYMENT_WEBHOOK_SECRET]);
      t.sandbox.settings.maxAttempts = 6;
    }
    expect((await t.settled(p, orderId)).status).toBe('paid');
    expect(Number(await t.wh(p))).toBe(before + 400);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a validly signed body that is not an event is refused the same way', async () => {
    const raw = JSON.stringify({ id: newEventId(), type: 'payment.refunded', created: now(), data: { object: {} } });
    const res = await postWebhook(t, raw);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: BodyCode.SIGNATURE_INVALID, data: { reason: 'invalid_event' } });
    expect(
      await t.db.selectFrom('payment_event').select('event_id').where('type', '=', 'payment.refunded').execute(),
    ).toEqual([]);
  });

  it('the same payment.succeeded 50 times at once credits the order once', async () => {
    const { p, orderId, before } = await pendingRecharge();
    const raw = await successBody(orderId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => postWebhook(t, raw)));
    expect(answers.every((a) => a.status === 200 && a.body.code === 0)).toBe(true);
    const outcomes = answers.map((a) => a.body.data.outcome).sort();
    expect(outcomes).toEqual(['credited', ...Array(49).fill('duplicate')]);
    expect(Number(await t.wh(p))).toBe(before + 400);
    expect(await ledgerTxOf(t, orderId)).toEqual([{ kind: 'credit', reason: 'recharge' }]);
    expect(await eventRows(t, orderId)).toHaveLength(1);
    expect((await orderRow(t, orderId)).status).toBe('paid');
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('50 different events all saying the payment succeeded, at once, still credit once', async () => {
    const { p, orderId, before } = await pendingRecharge();
    const bodies = await Promise.all(Array.from({ length: 50 }, () => successBody(orderId)));
    const answers = await Promise.all(bodies.map((raw) => postWebhook(t, raw)));
    expect(answers.every((a) => a.status === 200 && a.body.code === 0)).toBe(true);
    const outcomes = answers.map((a) => a.body.data.outcome).sort();
    expect(outcomes).toEqual(['credited', ...Array(49).fill('unchanged')]);
    expect(Number(await t.wh(p))).toBe(before + 400);
    expect(await ledgerTxOf(t, orderId)).toHaveLength(1);
    expect(await eventRows(t, orderId)).toHaveLength(50);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a replay of an acted-on event within the window does nothing again', async () => {
    const { p, orderId, before } = await pendingRecharge();
    const raw = await successBody(orderId);
    expect((await postWebhook(t, raw)).body.data.outcome).toBe('credited');
    const replay = await postWebhook(t, raw, signatureOf(raw, { at: now() - 200 }));
    expect(replay).toMatchObject({ status: 200, body: { code: 0, data: { outcome: 'duplicate' } } });
    expect(Number(await t.wh(p))).toBe(before + 400);
  });

  it.each([
    ['an amount', { amount: '100001' }],
    ['a smaller amount', { amount: '1000' }],
    ['a currency', { currency: 'IDR' }],
  ])(
    'a success with %s other than the order’s is a mismatch: nothing credited, the order unchanged',
    async (_n, patch) => {
      const { p, orderId, before } = await pendingRecharge();
      const rowBefore = await orderRow(t, orderId);
      const res = await sendProviderEvent(t, orderId, 'payment.succeeded', patch);
      expect(res).toMatchObject({ status: 200, body: { code: 0, data: { outcome: 'mismatch' } } });
      expect(await orderRow(t, orderId)).toEqual(rowBefore);
      expect(Number(await t.wh(p))).toBe(before);
      expect(await ledgerTxOf(t, orderId)).toEqual([]);
      // The real payment still credits the order afterwards: the forged news broke nothing.
      await t.pay(rowBefore.checkout_url as string, 'pay');
      expect((await t.settled(p, orderId)).status).toBe('paid');
      expect(Number(await t.wh(p))).toBe(before + 400);
      expect(await auditBreaches(t.db)).toEqual([]);
    },
  );

  it('an event for an order we do not know answers 2xx and changes nothing', async () => {
    const { orderId } = await pendingRecharge();
    const payment = await providerObject(t, orderId);
    const stranger = 'or_00000000000000000000unknown';
    const raw = eventBody('payment.succeeded', { ...payment, order_id: stranger, status: 'succeeded' });
    const txBefore = await t.db.selectFrom('ledger_tx').select('id').execute();
    const res = await postWebhook(t, raw);
    expect(res).toMatchObject({ status: 200, body: { code: 0, data: { outcome: 'unknown_order' } } });
    expect(await t.db.selectFrom('payment_order').select('id').where('public_id', '=', stranger).execute()).toEqual([]);
    expect(await t.db.selectFrom('ledger_tx').select('id').execute()).toEqual(txBefore);
    expect((await orderRow(t, orderId)).status).toBe('pending');
  });
});
