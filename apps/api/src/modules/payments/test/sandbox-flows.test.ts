import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DevPaymentProvider } from '../../../../../../scripts/dev-payment-provider';
import { SANDBOX_DEV_WEBHOOK_SECRET } from '../../../../../../scripts/dev-payment-provider';
import { DEFAULT_SANDBOX_SETTINGS } from '../../../../../../scripts/payment-sandbox/settings';
import { verifyPaymentWebhook } from '../index';
import { checkout, momoPayment, sandboxCall, startTestSandbox } from './helpers/sandbox';
import { eventually, startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver';

/**
 * The sandbox payment provider (scripts/dev-payment-provider.ts) driven over real HTTP as our API and
 * a payer would: payments through the checkout page, payouts, refunds, and the signed webhooks a tiny
 * receiver gets (retries, duplicates, out of order).
 */
describe('sandbox payment provider over HTTP', () => {
  let sandbox: DevPaymentProvider;
  let receiver: WebhookReceiver;
  let order = 0;
  const nextOrder = () => `ord_flow_${++order}`;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = await startTestSandbox({ webhookUrl: receiver.url });
  });
  afterAll(async () => {
    await sandbox?.close();
    await receiver?.close();
  });
  afterEach(async () => {
    // Each test starts from the test timings and a receiver that answers 200.
    await setSettings({ duplicate_rate: 0, out_of_order_rate: 0, hold_next_events: 0, max_attempts: 6 });
    receiver.answerNext([]);
  });

  const setSettings = (patch: Record<string, unknown>) => sandboxCall(sandbox, 'POST', '/test/settings', patch);
  const createPayment = async (orderId = nextOrder()) =>
    (await sandboxCall(sandbox, 'POST', '/v1/payments', momoPayment(orderId))).body;
  const deliveredFor = (id: string, count = 1) =>
    eventually(`${count} deliveries for ${id}`, () => {
      const events = receiver.eventsFor(id);
      return events.length >= count && events;
    });

  it('answers /health', async () => {
    expect(await (await fetch(`${sandbox.url}/health`)).json()).toEqual({ ok: true });
  });

  it('pays: checkout page with the amount, Pay redirects to the return URL, a signed payment.succeeded arrives', async () => {
    const payment = await createPayment();
    expect(payment).toMatchObject({ status: 'pending', amount: '100000', currency: 'VND', channel: 'momo' });
    expect(payment.checkout_url).toBe(`${sandbox.url}/checkout/${payment.id}`);

    const page = await (await fetch(payment.checkout_url)).text();
    expect(page).toContain('Sandbox Pay');
    expect(page).toContain('100,000 VND');
    expect(page).toContain('MoMo');
    expect(page).toContain('Pay (success)');

    const back = await checkout(sandbox, payment.id, 'pay');
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('https://app.test/luckybear/recharge/result');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      order: '1',
      payment_id: payment.id,
      status: 'succeeded',
    });

    await deliveredFor(payment.id);
    const delivery = receiver.received.find((r) => r.rawBody.includes(payment.id));
    const verdict = verifyPaymentWebhook(
      delivery?.rawBody ?? '',
      delivery?.headers ?? {},
      [SANDBOX_DEV_WEBHOOK_SECRET],
      Date.now(),
    );
    expect(verdict).toMatchObject({
      ok: true,
      event: { type: 'payment.succeeded', data: { object: { id: payment.id, order_id: payment.order_id } } },
    });
    expect((await sandboxCall(sandbox, 'GET', `/v1/payments/${payment.id}`)).body.status).toBe('succeeded');
    // The page of a settled payment shows its state, no buttons.
    expect(await (await fetch(payment.checkout_url)).text()).toContain('This payment is succeeded');
  });

  it('fails: Fail sends payment.failed, and a later Pay changes nothing', async () => {
    const payment = await createPayment();
    expect((await checkout(sandbox, payment.id, 'fail')).status).toBe(303);
    expect((await deliveredFor(payment.id))[0]?.type).toBe('payment.failed');
    await checkout(sandbox, payment.id, 'pay');
    const status = (await sandboxCall(sandbox, 'GET', `/v1/payments/${payment.id}`)).body;
    expect(status).toMatchObject({ status: 'failed', failure_reason: 'payment_declined' });
  });

  it('expires an abandoned checkout after abandon_expiry_ms with payment.expired', async () => {
    await setSettings({ abandon_expiry_ms: 100 });
    const payment = await createPayment();
    const back = await checkout(sandbox, payment.id, 'abandon');
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('status')).toBe('pending');
    expect((await deliveredFor(payment.id))[0]?.type).toBe('payment.expired');
    expect((await sandboxCall(sandbox, 'GET', `/v1/payments/${payment.id}`)).body.status).toBe('expired');
    await setSettings({ abandon_expiry_ms: DEFAULT_SANDBOX_SETTINGS.abandonExpiryMs });
  });

  it('retries a webhook with backoff (500, a timeout, 503) until the receiver answers 2xx: same event each time', async () => {
    await setSettings({ delivery_timeout_ms: 200 });
    receiver.answerNext([500, 'hang', 503]);
    const payment = await createPayment();
    await checkout(sandbox, payment.id, 'pay');
    const deliveries = await deliveredFor(payment.id, 4);
    expect(new Set(deliveries.map((d) => d.id)).size).toBe(1);
    const record = await eventually('delivered', () => {
      const r = sandbox.events.find((e) => e.event.data.object.id === payment.id);
      return r?.state === 'delivered' && r;
    });
    expect(record.attempts.map((a) => a.outcome)).toEqual([500, 'timeout', 503, 200]);
    const gaps = record.attempts.slice(1).map((a, i) => a.at - (record.attempts[i]?.at ?? 0));
    // Exponential backoff: attempt n+1 starts no sooner than retry_base_ms * 2^(n-1) after attempt n ended
    // (20, 40, 80 ms; 1 ms for the timers' rounding). A lower bound the schedule guarantees, not a speed.
    expect(gaps.every((gap, i) => gap >= 20 * 2 ** i - 1)).toBe(true);
    await setSettings({ delivery_timeout_ms: DEFAULT_SANDBOX_SETTINGS.deliveryTimeoutMs });
  });

  it('gives up after max_attempts when the receiver never answers 2xx', async () => {
    await setSettings({ max_attempts: 3 });
    receiver.answerNext([500, 500, 500, 500, 500]);
    const payment = await createPayment();
    await checkout(sandbox, payment.id, 'pay');
    const record = await eventually('failed', () => {
      const r = sandbox.events.find((e) => e.event.data.object.id === payment.id);
      return r?.state === 'failed' && r;
    });
    expect(record.attempts).toHaveLength(3);
    expect(receiver.eventsFor(payment.id)).toHaveLength(3);
  });

  it('delivers an event twice when duplicate_rate is 1 (same event id)', async () => {
    await setSettings({ duplicate_rate: 1 });
    const payment = await createPayment();
    await checkout(sandbox, payment.id, 'pay');
    const deliveries = await deliveredFor(payment.id, 2);
    expect(deliveries.map((d) => d.id)).toEqual([deliveries[0]?.id, deliveries[0]?.id]);
  });

  it('delivers out of order: a held payment.succeeded arrives after the refund.succeeded that follows it', async () => {
    const payment = await createPayment();
    await setSettings({ hold_next_events: 1 });
    await checkout(sandbox, payment.id, 'pay');
    const refund = await sandboxCall(
      sandbox,
      'POST',
      '/v1/refunds',
      { payment_id: payment.id },
      { 'idempotency-key': 'r1' },
    );
    expect(refund.body).toMatchObject({ status: 'pending', amount: '100000', order_id: payment.order_id });
    await deliveredFor(payment.id);
    const order = receiver.received
      .map((r) => JSON.parse(r.rawBody) as { type: string; data: { object: { id: string; payment_id?: string } } })
      .filter((e) => e.data.object.id === payment.id || e.data.object.payment_id === payment.id)
      .map((e) => e.type);
    expect(order).toEqual(['refund.succeeded', 'payment.succeeded']);
    const after = (await sandboxCall(sandbox, 'GET', `/v1/payments/${payment.id}`)).body;
    expect(after.refunded_amount).toBe('100000');
  });

  it('refuses a refund of more than is left, and of a payment not succeeded', async () => {
    const paid = await createPayment();
    await checkout(sandbox, paid.id, 'pay');
    const part = await sandboxCall(sandbox, 'POST', '/v1/refunds', { payment_id: paid.id, amount: '60000' });
    expect(part.status).toBe(200);
    const more = await sandboxCall(sandbox, 'POST', '/v1/refunds', { payment_id: paid.id, amount: '50000' });
    expect(more).toMatchObject({ status: 409, body: { error: { type: 'conflict' } } });
    const pending = await createPayment();
    const early = await sandboxCall(sandbox, 'POST', '/v1/refunds', { payment_id: pending.id });
    expect(early).toMatchObject({ status: 409, body: { error: { type: 'conflict' } } });
  });

  it('settles a payout as paid asynchronously: pending first, then payout.paid and the status query', async () => {
    const payout = await sandboxCall(sandbox, 'POST', '/v1/payouts', {
      order_id: nextOrder(),
      amount: '50000',
      currency: 'VND',
      channel: 'momo',
      account: { number: '0901234567', holder_name: 'Nguyen Van A' },
    });
    expect(payout.body).toMatchObject({ status: 'pending', account_last4: '4567' });
    const [event] = await deliveredFor(payout.body.id);
    expect(event?.type).toBe('payout.paid');
    expect((await sandboxCall(sandbox, 'GET', `/v1/payouts/${payout.body.id}`)).body.status).toBe('paid');
  });

  it('fails a payout to an account ending in 0000 with payout.failed', async () => {
    const payout = await sandboxCall(sandbox, 'POST', '/v1/payouts', {
      order_id: nextOrder(),
      amount: '25.50',
      currency: 'BRL',
      channel: 'pix',
      account: { number: 'pix-key-0000', holder_name: 'Maria Silva' },
    });
    expect((await deliveredFor(payout.body.id))[0]?.type).toBe('payout.failed');
    const status = (await sandboxCall(sandbox, 'GET', `/v1/payouts/${payout.body.id}`)).body;
    expect(status).toMatchObject({ status: 'failed', failure_reason: 'account_invalid', amount: '25.50' });
  });

  it('pays a payout to an account ending in 9999 without a webhook (only the status query sees it)', async () => {
    const payout = await sandboxCall(sandbox, 'POST', '/v1/payouts', {
      order_id: nextOrder(),
      amount: '50000',
      currency: 'IDR',
      channel: 'dana',
      account: { number: '081200009999', holder_name: 'Budi' },
    });
    const status = await eventually('settled', () =>
      sandbox.events.find((e) => e.event.data.object.id === payout.body.id),
    );
    expect(status.state).toBe('unsent');
    expect((await sandboxCall(sandbox, 'GET', `/v1/payouts/${payout.body.id}`)).body.status).toBe('paid');
    expect(receiver.eventsFor(payout.body.id)).toHaveLength(0);
  });

  it('refuses calls without the API key (401), bad bodies with the field (400), unknown ids (404)', async () => {
    const noKey = await sandboxCall(sandbox, 'POST', '/v1/payments', momoPayment(nextOrder()), { authorization: '' });
    expect(noKey).toMatchObject({ status: 401, body: { error: { type: 'authentication' } } });
    const pix = await sandboxCall(sandbox, 'POST', '/v1/payments', { ...momoPayment(nextOrder()), channel: 'pix' });
    expect(pix).toMatchObject({ status: 400, body: { error: { type: 'invalid_request', field: 'channel' } } });
    const onChain = await sandboxCall(sandbox, 'POST', '/v1/payouts', { channel: 'ton_usdt' });
    expect(onChain).toMatchObject({ status: 400, body: { error: { type: 'invalid_request' } } });
    const unknown = await sandboxCall(sandbox, 'GET', '/v1/payouts/po_doesnotexist00');
    expect(unknown).toMatchObject({ status: 404, body: { error: { type: 'not_found' } } });
    const settings = await setSettings({ duplicate_rate: 2 });
    expect(settings).toMatchObject({ status: 400, body: { error: { field: 'duplicate_rate' } } });
  });

  it('answers a repeated Idempotency-Key with the first answer, and refuses it with another body', async () => {
    const body = momoPayment(nextOrder());
    const key = { 'idempotency-key': `k-${body.order_id}` };
    const first = await sandboxCall(sandbox, 'POST', '/v1/payments', body, key);
    const again = await sandboxCall(sandbox, 'POST', '/v1/payments', body, key);
    expect(again.body.id).toBe(first.body.id);
    const other = await sandboxCall(sandbox, 'POST', '/v1/payments', { ...body, amount: '200000' }, key);
    expect(other).toMatchObject({ status: 409, body: { error: { type: 'idempotency' } } });
  });
});
