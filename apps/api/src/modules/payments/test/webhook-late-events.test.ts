import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { REFUND_JOB } from '../orders/order-settlement';
import {
  eventBody,
  eventRows,
  jobsOf,
  ledgerTxOf,
  orderRow,
  postWebhook,
  providerPayment,
  recharge,
  sendPaymentEvent,
  until,
} from './helpers/payment-calls';
import { buildPaymentsTestApp, type PaymentsTestApp } from './helpers/payments-test-app';
import { sandboxCall } from './helpers/sandbox';

/**
 * Issue 14: "a success webhook after expiry or after failure", and events out of order. A payment that
 * succeeds after its order ended is never credited: it is refunded (the refund job, then the sandbox's
 * refund.succeeded ends the order `refunded`). Whatever order the events come in, the order ends in the
 * state its last real news says, and the ledger moves once.
 */
describe('late and out-of-order payment events', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await buildPaymentsTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    t.sandbox.settings.holdNextEvents = 0;
    t.sandbox.settings.abandonExpiryMs = 5000;
  });

  async function pendingRecharge() {
    const p = await t.player();
    const made = await recharge(t, p);
    return { p, orderId: made.order.order_id, checkoutUrl: made.checkout_url, before: Number(await t.wh(p)) };
  }

  it.each([
    ['payment.expired', 'expired'],
    ['payment.failed', 'failed'],
  ] as const)('a payment made after %s is refunded, never credited; the order ends refunded', async (type, status) => {
    const { p, orderId, checkoutUrl, before } = await pendingRecharge();
    expect((await sendPaymentEvent(t, orderId, type)).body.data.outcome).toBe(status);
    expect((await t.settled(p, orderId)).status).toBe(status);

    // The payer pays anyway (the sandbox still holds the payment as pending): its success arrives late.
    await t.pay(checkoutUrl, 'pay');
    const order = await t.settled(p, orderId, ['refunded']);
    expect(order).toMatchObject({ status: 'refunded', reason: 'late_payment_refunded', checkout_url: null });
    const row = await orderRow(t, orderId);
    expect(row.late_payment_ref).toBe(row.provider_ref);
    expect(await jobsOf(t, REFUND_JOB, orderId)).toHaveLength(1);
    const payment = await providerPayment(t, orderId);
    expect(payment).toMatchObject({ status: 'succeeded', refunded_amount: '100000' });
    expect((await eventRows(t, orderId)).map((e) => `${e.type}:${e.outcome}`)).toEqual([
      `${type}:${status}`,
      'payment.succeeded:late_refund',
      'refund.succeeded:refunded',
    ]);
    expect(Number(await t.wh(p))).toBe(before);
    expect(await ledgerTxOf(t, orderId)).toEqual([]);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a checkout abandoned until the sandbox expires it, then a success: the late payment is recorded and a refund asked, no credit', async () => {
    t.sandbox.settings.abandonExpiryMs = 50;
    const { p, orderId, checkoutUrl, before } = await pendingRecharge();
    await t.pay(checkoutUrl, 'abandon');
    expect(await t.settled(p, orderId)).toMatchObject({ status: 'expired', reason: 'checkout_expired' });

    // Only a forged (or confused) provider says it succeeded now: the sandbox holds it expired.
    expect((await sendPaymentEvent(t, orderId, 'payment.succeeded')).body.data.outcome).toBe('late_refund');
    const row = await orderRow(t, orderId);
    expect(row).toMatchObject({ status: 'expired', late_payment_ref: row.provider_ref });
    expect(await jobsOf(t, REFUND_JOB, orderId)).toHaveLength(1);
    // The sandbox refuses to refund an expired payment: the job stops for an operator, the order stays expired.
    await until('the refund job gave up', async () => (await jobsOf(t, REFUND_JOB, orderId))[0]?.state === 'failed');
    expect((await orderRow(t, orderId)).status).toBe('expired');
    // A second late success of the same payment asks nothing again.
    expect((await sendPaymentEvent(t, orderId, 'payment.succeeded')).body.data.outcome).toBe('unchanged');
    expect(Number(await t.wh(p))).toBe(before);
    expect(await ledgerTxOf(t, orderId)).toEqual([]);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a stale payment.expired arriving after the success leaves the order paid, credited once', async () => {
    const { p, orderId, checkoutUrl, before } = await pendingRecharge();
    await t.pay(checkoutUrl, 'pay');
    expect((await t.settled(p, orderId)).status).toBe('paid');
    for (const type of ['payment.expired', 'payment.failed'] as const) {
      expect((await sendPaymentEvent(t, orderId, type)).body.data.outcome).toBe('unchanged');
    }
    expect((await orderRow(t, orderId)).status).toBe('paid');
    expect(Number(await t.wh(p))).toBe(before + 400);
    expect(await ledgerTxOf(t, orderId)).toHaveLength(1);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a success held back by the sandbox, overtaken by a failure: failed first, then refunded', async () => {
    const { p, orderId, checkoutUrl, before } = await pendingRecharge();
    // The sandbox holds its next event (the success) back; a payment.failed of the same payment overtakes it.
    t.sandbox.settings.holdNextEvents = 1;
    await t.pay(checkoutUrl, 'pay');
    expect((await sendPaymentEvent(t, orderId, 'payment.failed')).body.data.outcome).toBe('failed');
    const order = await t.settled(p, orderId, ['refunded']);
    expect(order.status).toBe('refunded');
    expect(Number(await t.wh(p))).toBe(before);
    expect(await ledgerTxOf(t, orderId)).toEqual([]);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a refund.succeeded before the payment.succeeded it refunds: the order ends refunded, nothing credited or refunded twice', async () => {
    const { p, orderId, checkoutUrl, before } = await pendingRecharge();
    expect((await sendPaymentEvent(t, orderId, 'payment.expired')).body.data.outcome).toBe('expired');
    const payment = await providerPayment(t, orderId);
    const refund = {
      id: 're_outoforder00000001',
      payment_id: payment.id,
      order_id: orderId,
      amount: payment.amount,
      currency: payment.currency,
      status: 'succeeded',
      created_at: payment.created_at,
      settled_at: payment.created_at,
    };
    const early = await postWebhook(t, eventBody('refund.succeeded', refund));
    expect(early.body.data.outcome).toBe('refunded');
    // Then the success it refunds arrives (the sandbox's own, late).
    await t.pay(checkoutUrl, 'pay');
    await until('the late success was received', async () =>
      (await eventRows(t, orderId)).some((e) => e.type === 'payment.succeeded'),
    );
    expect((await eventRows(t, orderId)).map((e) => `${e.type}:${e.outcome}`)).toEqual([
      'payment.expired:expired',
      'refund.succeeded:refunded',
      'payment.succeeded:unchanged',
    ]);
    expect((await orderRow(t, orderId)).status).toBe('refunded');
    expect(await jobsOf(t, REFUND_JOB, orderId)).toEqual([]);
    expect((await sandboxCall(t.sandbox, 'GET', `/v1/payments/${payment.id}`)).body.refunded_amount).toBe('0');
    expect(Number(await t.wh(p))).toBe(before);
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
