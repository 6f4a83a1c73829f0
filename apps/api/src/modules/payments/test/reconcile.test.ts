import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { describe, expect, it } from 'vitest';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { RECONCILE_JOB } from '../orders/order-jobs';
import {
  addAccount,
  eventRows,
  jobsOf,
  ledgerTxOf,
  momoNumber,
  orderRow,
  postWebhook,
  recharge,
  until,
  withdrawCall,
} from './helpers/payment-calls';
import { movableClock, paymentsTestAppOfFile } from './helpers/payments-test-app';

/** The order's TTL and the reconcile job's delay of this file (the smallest the settings allow). */
const TTL_MS = 60_000;
const RECONCILE_MS = 1_000;

/**
 * The reconcile job (issue 14) asks the provider where an order with no news stands: it settles a
 * payout paid without a webhook (sandbox account ...9999), expires a recharge never paid, and credits
 * a recharge whose webhook was lost, once, even when the lost webhook turns up at the same moment.
 * The payments' and the job runner's clock is moved instead of waiting for the order's TTL.
 */
describe('the reconcile job', () => {
  const clock = movableClock();
  const t = paymentsTestAppOfFile(
    { PAYMENT_ORDER_TTL_MS: String(TTL_MS), PAYMENT_RECONCILE_AFTER_MS: String(RECONCILE_MS) },
    {},
    { payments: { clock: clock.now }, jobs: { clock: clock.now } },
  );

  /** The events the sandbox made for an order (sent or not), oldest first. */
  const sandboxEvents = (orderId: string) =>
    t.sandbox.events.filter((r) => (r.event.data.object as { order_id: string }).order_id === orderId);

  /** Re-sends one of the sandbox's own events, signed now, as if its delivery had come late: the answers. */
  const lateDeliveries = (orderId: string, times: number) => {
    const raw = JSON.stringify(sandboxEvents(orderId)[0]?.event);
    return Promise.all(Array.from({ length: times }, () => postWebhook(t, raw)));
  };

  async function withdrawal(p: LoginResponse, number: string) {
    const res = await withdrawCall(t, p, await addAccount(t, p, { number }), '50000');
    expect(res.code).toBe(0);
    return res.data.order.order_id as string;
  }

  it('settles a payout the sandbox paid without a webhook', async () => {
    const p = await t.player();
    const orderId = await withdrawal(p, momoNumber('9999'));
    await until('the sandbox paid the payout silently', async () => sandboxEvents(orderId)[0]?.state === 'unsent');
    expect((await orderRow(t, orderId)).status).toBe('pending');
    clock.advance(RECONCILE_MS);
    expect((await t.settled(p, orderId)).status).toBe('paid');
    expect(await eventRows(t, orderId)).toEqual([]);
    expect(Number(await t.wh(p))).toBe(1000 - 202);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a silent payout reconciled while its late webhook arrives 20 times: the hold is posted once', async () => {
    const p = await t.player();
    const orderId = await withdrawal(p, momoNumber('9999'));
    await until('the sandbox paid the payout silently', async () => sandboxEvents(orderId)[0]?.state === 'unsent');
    clock.advance(RECONCILE_MS);
    const answers = await lateDeliveries(orderId, 20);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await t.settled(p, orderId)).status).toBe('paid');
    expect(Number(await t.wh(p))).toBe(1000 - 202);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('expires a recharge never paid; a payment made after that is refunded, not credited', async () => {
    const p = await t.player();
    const made = await recharge(t, p);
    const orderId = made.order.order_id;
    clock.advance(TTL_MS + RECONCILE_MS);
    expect(await t.settled(p, orderId)).toMatchObject({
      status: 'expired',
      reason: 'not_paid_in_time',
      checkout_url: null,
    });
    expect(await jobsOf(t, RECONCILE_JOB, orderId)).not.toContainEqual(expect.objectContaining({ state: 'queued' }));

    await t.pay(made.checkout_url, 'pay');
    expect((await t.settled(p, orderId, ['refunded'])).status).toBe('refunded');
    expect(Number(await t.wh(p))).toBe(1000);
    expect(await ledgerTxOf(t, orderId)).toEqual([]);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  /** A recharge paid at the checkout while the sandbox sends no webhooks: the success is recorded unsent. */
  async function paidWithoutWebhook(p: LoginResponse) {
    const made = await recharge(t, p);
    const orderId = made.order.order_id;
    const url = t.sandbox.settings.webhookUrl;
    t.sandbox.settings.webhookUrl = null;
    try {
      await t.pay(made.checkout_url, 'pay');
      await until('the success was kept unsent', async () => sandboxEvents(orderId)[0]?.state === 'unsent');
    } finally {
      t.sandbox.settings.webhookUrl = url;
    }
    expect((await orderRow(t, orderId)).status).toBe('pending');
    return orderId;
  }

  it('credits a recharge whose webhook was lost, once', async () => {
    const p = await t.player();
    const orderId = await paidWithoutWebhook(p);
    clock.advance(TTL_MS + RECONCILE_MS);
    expect((await t.settled(p, orderId)).status).toBe('paid');
    expect(Number(await t.wh(p))).toBe(1400);
    expect(await ledgerTxOf(t, orderId)).toHaveLength(1);
    // The lost webhook turning up afterwards changes nothing.
    expect((await lateDeliveries(orderId, 1))[0]?.body.data.outcome).toBe('unchanged');
    expect(Number(await t.wh(p))).toBe(1400);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('the reconcile job and 20 late deliveries of the lost webhook at once credit once', async () => {
    const p = await t.player();
    const orderId = await paidWithoutWebhook(p);
    clock.advance(TTL_MS + RECONCILE_MS);
    const answers = await lateDeliveries(orderId, 20);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await t.settled(p, orderId)).status).toBe('paid');
    expect(Number(await t.wh(p))).toBe(1400);
    expect(await ledgerTxOf(t, orderId)).toHaveLength(1);
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
