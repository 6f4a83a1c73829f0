import { afterEach, describe, expect, it } from 'vitest';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { REFUND_JOB } from '../orders/order-settlement';
import {
  addAccount,
  eventBody,
  eventRows,
  jobsOf,
  ledgerTxOf,
  momoNumber,
  orderRow,
  postWebhook,
  providerObject,
  recharge,
  sendProviderEvent,
  until,
  withdrawCall,
} from './helpers/payment-calls';
import { paymentsTestAppOfFile } from './helpers/payments-test-app';
import { sandboxCall } from './helpers/sandbox';

/**
 * Issue 14: "a success webhook after expiry or after failure", and events out of order. A payment that
 * succeeds after its order ended is never credited: it is refunded (the refund job, then the sandbox's
 * refund.succeeded ends the order `refunded`). Whatever order the events come in, the order ends in the
 * state its last real news says, and the ledger moves once.
 */
describe('late and out-of-order payment events', () => {
  const t = paymentsTestAppOfFile();
  afterEach(() => {
    t.sandbox.settings.holdNextEvents = 0;
    t.sandbox.settings.outOfOrderDelayMs = 400;
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
    expect((await sendProviderEvent(t, orderId, type)).body.data.outcome).toBe(status);
    expect((await t.settled(p, orderId)).status).toBe(status);

    // The payer pays anyway (the sandbox still holds the payment as pending): its success arrives late.
    await t.pay(checkoutUrl, 'pay');
    const order = await t.settled(p, orderId, ['refunded']);
    expect(order).toMatchObject({ status: 'refunded', reason: 'late_payment_refunded', checkout_url: null });
    const row = await orderRow(t, orderId);
    expect(row.late_payment_ref).toBe(row.provider_ref);
    expect(await jobsOf(t, REFUND_JOB, orderId)).toHaveLength(1);
    const payment = await providerObject(t, orderId);
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
    expect((await sendProviderEvent(t, orderId, 'payment.succeeded')).body.data.outcome).toBe('late_refund');
    const row = await orderRow(t, orderId);
    expect(row).toMatchObject({ status: 'expired', late_payment_ref: row.provider_ref });
    expect(await jobsOf(t, REFUND_JOB, orderId)).toHaveLength(1);
    // The sandbox refuses to refund an expired payment: the job stops for an operator, the order stays expired.
    await until('the refund job gave up', async () => (await jobsOf(t, REFUND_JOB, orderId))[0]?.state === 'failed');
    expect((await orderRow(t, orderId)).status).toBe('expired');
    // A second late success of the same payment asks nothing again.
    expect((await sendProviderEvent(t, orderId, 'payment.succeeded')).body.data.outcome).toBe('unchanged');
    expect(Number(await t.wh(p))).toBe(before);
    expect(await ledgerTxOf(t, orderId)).toEqual([]);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a stale payment.expired arriving after the success leaves the order paid, credited once', async () => {
    const { p, orderId, checkoutUrl, before } = await pendingRecharge();
    await t.pay(checkoutUrl, 'pay');
    expect((await t.settled(p, orderId)).status).toBe('paid');
    for (const type of ['payment.expired', 'payment.failed'] as const) {
      expect((await sendProviderEvent(t, orderId, type)).body.data.outcome).toBe('unchanged');
    }
    expect((await orderRow(t, orderId)).status).toBe('paid');
    expect(Number(await t.wh(p))).toBe(before + 400);
    expect(await ledgerTxOf(t, orderId)).toHaveLength(1);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a success held back by the sandbox, overtaken by a failure: failed first, then refunded', async () => {
    const { p, orderId, checkoutUrl, before } = await pendingRecharge();
    // The sandbox holds its next event (the success) back by 1.5 s (its default); a payment.failed of the
    // same payment, sent at once, overtakes it.
    t.sandbox.settings.holdNextEvents = 1;
    t.sandbox.settings.outOfOrderDelayMs = 1500;
    await t.pay(checkoutUrl, 'pay');
    expect((await sendProviderEvent(t, orderId, 'payment.failed')).body.data.outcome).toBe('failed');
    const order = await t.settled(p, orderId, ['refunded']);
    expect(order.status).toBe('refunded');
    expect(Number(await t.wh(p))).toBe(before);
    expect(await ledgerTxOf(t, orderId)).toEqual([]);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a refund.succeeded before the payment.succeeded it refunds: the order ends refunded, nothing credited or refunded twice', async () => {
    const { p, orderId, checkoutUrl, before } = await pendingRecharge();
    expect((await sendProviderEvent(t, orderId, 'payment.expired')).body.data.outcome).toBe('expired');
    const payment = await providerObject(t, orderId);
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

  it.each([
    ['a payout.failed after the payout was paid', 'momo', 'payout.failed', 'paid', 202],
    ['a payout.paid after the payout failed', '0000', 'payout.paid', 'failed', 0],
  ] as const)('%s: the first news stands, the hold moved once', async (_name, suffix, late, status, spent) => {
    const p = await t.player();
    const account = await addAccount(t, p, { number: momoNumber(suffix === '0000' ? '0000' : '') });
    const res = await withdrawCall(t, p, account, '50000');
    const orderId = res.data.order.order_id as string;
    expect((await t.settled(p, orderId)).status).toBe(status);
    expect((await sendProviderEvent(t, orderId, late)).body.data.outcome).toBe('unchanged');
    expect((await orderRow(t, orderId)).status).toBe(status);
    expect(Number(await t.wh(p))).toBe(1000 - spent);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a payout event with another amount or currency is a mismatch: the withdrawal stays pending', async () => {
    const p = await t.player();
    // An account ending 9999: the sandbox pays it without a webhook, so the order waits here for news.
    const res = await withdrawCall(t, p, await addAccount(t, p, { number: momoNumber('9999') }), '60000');
    const orderId = res.data.order.order_id as string;
    await until('the payout was asked', async () => (await orderRow(t, orderId)).status === 'pending');
    for (const patch of [{ amount: '6000' }, { amount: '600000' }, { currency: 'IDR' }]) {
      expect((await sendProviderEvent(t, orderId, 'payout.failed', patch)).body.data.outcome).toBe('mismatch');
    }
    expect((await orderRow(t, orderId)).status).toBe('pending');
    // 60,000 + 1% = 60,600 dong = 242.40 WH, still held
    expect(Number(await t.wh(p))).toBe(1000 - 242.4);
    expect((await sendProviderEvent(t, orderId, 'payout.paid')).body.data.outcome).toBe('paid');
    expect(Number(await t.wh(p))).toBe(1000 - 242.4);
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
