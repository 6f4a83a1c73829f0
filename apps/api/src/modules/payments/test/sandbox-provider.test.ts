import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DevPaymentProvider,
  SANDBOX_DEV_API_KEY,
  SANDBOX_DEV_WEBHOOK_SECRET,
} from '../../../../../../scripts/dev-payment-provider';
import { createSandboxProvider, type PaymentProvider, ProviderError } from '../index';
import { checkout, momoPayment, startTestSandbox } from './helpers/sandbox';
import { eventually, startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver';

/**
 * The API's adapter (provider/sandbox-provider.ts) against the sandbox over real HTTP, and through a
 * faulty proxy in between: lost answers, 503s and a hanging provider.
 */
describe('sandbox provider adapter', () => {
  let sandbox: DevPaymentProvider;
  let receiver: WebhookReceiver;
  let provider: PaymentProvider;
  let order = 0;
  const nextOrder = () => `ord_adapter_${++order}`;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = await startTestSandbox({ webhookUrl: receiver.url });
    provider = adapterAt(sandbox.url);
  });
  afterAll(async () => {
    await sandbox?.close();
    await receiver?.close();
  });

  const adapterAt = (url: string, overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
    createSandboxProvider({
      url,
      apiKey: overrides.apiKey ?? SANDBOX_DEV_API_KEY,
      webhookSecrets: [SANDBOX_DEV_WEBHOOK_SECRET],
      timeoutMs: overrides.timeoutMs ?? 2000,
      retries: 3,
      retryBaseMs: 10,
    });

  it('creates a payment with its checkout URL, once per order however often it is asked', async () => {
    const orderId = nextOrder();
    const payment = await provider.createPayment(momoPayment(orderId));
    expect(payment).toMatchObject({
      order_id: orderId,
      status: 'pending',
      checkout_url: expect.stringContaining('/checkout/'),
    });
    expect((await provider.createPayment(momoPayment(orderId))).id).toBe(payment.id);
    expect(await provider.paymentStatus(payment.id)).toMatchObject({ id: payment.id, status: 'pending' });
  });

  it('follows a payment to succeeded, verifies its webhook and refunds it', async () => {
    const payment = await provider.createPayment(momoPayment(nextOrder()));
    await checkout(sandbox, payment.id, 'pay');
    expect((await provider.paymentStatus(payment.id)).status).toBe('succeeded');
    const delivery = await eventually('webhook', () => receiver.received.find((r) => r.rawBody.includes(payment.id)));
    expect(provider.verifyWebhook(delivery.rawBody, delivery.headers)).toMatchObject({
      ok: true,
      event: { type: 'payment.succeeded' },
    });
    expect(provider.verifyWebhook(delivery.rawBody.replace('100000', '900000'), delivery.headers)).toMatchObject({
      ok: false,
      reason: 'mismatch',
    });
    const refund = await provider.refund({ payment_id: payment.id, amount: '40000' }, `refund-${payment.id}-1`);
    expect(refund).toMatchObject({ status: 'pending', amount: '40000' });
    expect((await provider.refund({ payment_id: payment.id, amount: '40000' }, `refund-${payment.id}-1`)).id).toBe(
      refund.id,
    );
  });

  it('creates payouts and reads their settled status (paid, and failed for the magic account)', async () => {
    const payout = (number: string) =>
      provider.createPayout({
        order_id: nextOrder(),
        amount: '50000',
        currency: 'VND',
        channel: 'bank',
        account: { number, holder_name: 'Tran Thi B', bank_code: 'VCB' },
      });
    const paid = await payout('0011223344');
    const failed = await payout('0011220000');
    expect([paid.status, failed.status]).toEqual(['pending', 'pending']);
    await eventually('settled', () => sandbox.events.filter((e) => e.event.type.startsWith('payout.')).length >= 2);
    expect((await provider.payoutStatus(paid.id)).status).toBe('paid');
    expect(await provider.payoutStatus(failed.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'account_invalid',
    });
  });

  it('throws refused (not retried) for the provider saying no: a wrong key, an unknown id, a bad field', async () => {
    const wrongKey = adapterAt(sandbox.url, { apiKey: 'sk_wrong_key_0123456789' });
    await expect(wrongKey.paymentStatus('pay_0123456789abcdef')).rejects.toMatchObject({
      kind: 'refused',
      details: { status: 401, type: 'authentication' },
    });
    await expect(provider.payoutStatus('po_0123456789abcdef')).rejects.toMatchObject({
      kind: 'refused',
      details: { status: 404 },
    });
    await expect(provider.createPayment({ ...momoPayment(nextOrder()), currency: 'BRL' })).rejects.toMatchObject({
      kind: 'refused',
      details: { status: 400, field: 'channel' },
    });
  });

  describe('through a faulty network', () => {
    let proxy: Awaited<ReturnType<typeof startFaultyProxy>>;
    beforeAll(async () => {
      proxy = await startFaultyProxy(sandbox.url);
    });
    afterAll(() => proxy?.close());

    it('retries after 503s with the same Idempotency-Key and gets the payment', async () => {
      proxy.faults.push('503', '503');
      const orderId = nextOrder();
      const payment = await adapterAt(proxy.url).createPayment(momoPayment(orderId));
      const keys = proxy.seen.filter((s) => s.path === '/v1/payments').slice(-3);
      expect(keys.map((k) => k.idempotencyKey)).toEqual(Array(3).fill(`payment:${orderId}`));
      expect(payment.order_id).toBe(orderId);
    });

    it('after a lost answer, the retry answers the payment the lost attempt created (one payment per order)', async () => {
      proxy.faults.push('lose-answer');
      const orderId = nextOrder();
      const payment = await adapterAt(proxy.url).createPayment(momoPayment(orderId));
      expect(proxy.lostAnswers.at(-1)).toContain(payment.id);
    });

    it('gives up as unavailable when the provider hangs past the timeout on every attempt', async () => {
      proxy.faults.push('hang', 'hang', 'hang', 'hang');
      const call = adapterAt(proxy.url, { timeoutMs: 150 }).paymentStatus('pay_0123456789abcdef');
      await expect(call).rejects.toBeInstanceOf(ProviderError);
      await expect(call).rejects.toMatchObject({
        kind: 'unavailable',
        message: expect.stringMatching(/timed out after 4/),
      });
    });
  });
});

type Fault = '503' | 'lose-answer' | 'hang';

/** A proxy to the sandbox that applies the queued faults to the next requests, one each. */
async function startFaultyProxy(target: string) {
  const faults: Fault[] = [];
  const seen: { path: string; idempotencyKey: string | undefined }[] = [];
  const lostAnswers: string[] = [];
  const server = createServer((req, res) => {
    const fault = faults.shift();
    seen.push({ path: req.url ?? '', idempotencyKey: req.headers['idempotency-key'] as string | undefined });
    if (fault === 'hang') return;
    if (fault === '503') {
      req.resume();
      res.writeHead(503).end();
      return;
    }
    const upstream = httpRequest(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        body += chunk;
      });
      answer.on('end', () => {
        if (fault === 'lose-answer') {
          lostAnswers.push(body);
          res.destroy();
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers).end(body);
      });
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    faults,
    seen,
    lostAnswers,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
