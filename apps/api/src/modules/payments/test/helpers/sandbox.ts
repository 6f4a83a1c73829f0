import type { CreatePaymentRequest } from '@app/shared/payments/provider-protocol';
import {
  type DevPaymentProvider,
  SANDBOX_DEV_API_KEY,
  startDevPaymentProvider,
} from '../../../../../../../scripts/dev-payment-provider';
import type { SandboxSettings } from '../../../../../../../scripts/payment-sandbox/settings';

/** The sandbox with test timings: settlements in 50 ms, fast retries, no random duplicates or delays. */
export function startTestSandbox(settings: Partial<SandboxSettings> = {}): Promise<DevPaymentProvider> {
  return startDevPaymentProvider({
    settings: {
      settleMs: 50,
      retryBaseMs: 20,
      deliveryTimeoutMs: 2000,
      duplicateRate: 0,
      outOfOrderRate: 0,
      outOfOrderDelayMs: 400,
      ...settings,
    },
  });
}

/** Calls the sandbox's REST API as a merchant (JSON, our key unless another is given). */
export async function sandboxCall(
  sandbox: DevPaymentProvider,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${SANDBOX_DEV_API_KEY}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read by field
  return { status: res.status, body: (await res.json()) as any };
}

/** The payer's choice on the checkout page, as the page's form posts it (no redirect followed). */
export function checkout(sandbox: DevPaymentProvider, paymentId: string, action: 'pay' | 'fail' | 'abandon') {
  return fetch(`${sandbox.url}/checkout/${paymentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
    redirect: 'manual',
  });
}

export const momoPayment = (orderId: string): CreatePaymentRequest => ({
  order_id: orderId,
  amount: '100000',
  currency: 'VND',
  channel: 'momo',
  return_url: 'https://app.test/luckybear/recharge/result?order=1',
});
