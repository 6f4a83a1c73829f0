/**
 * A sandbox payment provider for development and tests (issue 14, docs/payments.md): a real HTTP server
 * that behaves like a regional payment aggregator's test mode. Our API creates payments, payouts and
 * refunds over its REST API (@app/shared/payments/provider-protocol); the payer settles a payment on
 * its hosted checkout page ("Sandbox Pay": Pay, Fail or Abandon); every settlement is announced to the
 * merchant's webhook endpoint with a signed event (Payment-Signature), retried with backoff, sometimes
 * twice and sometimes out of order.
 *
 *   npx tsx scripts/dev-payment-provider.ts --port 4012 \
 *     [--webhook-url http://127.0.0.1:8080/provider/payments/webhook] [--api-key <key>] \
 *     [--webhook-secret <secret>]... [--public-url <url>] [--settle-ms 2000] [--duplicate-rate 0.1] \
 *     [--out-of-order-rate 0.1] [--payout-failure-rate 0]
 * The key and secret default to PAYMENT_PROVIDER_API_KEY and PAYMENT_WEBHOOK_SECRET of the environment,
 * else to the public development values the API uses outside production (payments.config.ts).
 *
 *   POST /v1/payments, GET /v1/payments/<id>     a payment and its hosted checkout URL (Bearer API key)
 *   POST /v1/payouts,  GET /v1/payouts/<id>      a payout, settled after settle_ms (account ...0000 fails,
 *                                                ...9999 is paid without a webhook)
 *   POST /v1/refunds,  GET /v1/refunds/<id>      a refund of a succeeded payment
 *   GET  /checkout/<id>, POST /checkout/<id>     the checkout page; its form posts action=pay|fail|abandon
 *   GET  /health                                 {ok: true}
 *   GET|POST /test/settings, GET /test/events    the knobs (settings.ts) and every event with its deliveries
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  IDEMPOTENCY_KEY_HEADER,
  ZCreatePaymentRequest,
  ZCreatePayoutRequest,
  ZCreateRefundRequest,
} from '@app/shared/payments/provider-protocol';
import { constantTimeEqual } from '@app/shared/payments/webhook-signature';
import { checkoutPage, notFoundPage, returnTo } from './payment-sandbox/checkout-page';
import { parseJson, readBody, replyError, replyHtml, replyJson } from './payment-sandbox/http';
import {
  applySettingsPatch,
  DEFAULT_SANDBOX_SETTINGS,
  type SandboxSettings,
  settingsAnswer,
  ZSettingsPatch,
} from './payment-sandbox/settings';
import { type CheckoutAction, createSandboxStore, SandboxRefusal } from './payment-sandbox/store';
import { createTimers } from './payment-sandbox/timers';
import { createWebhookSender, type EventRecord } from './payment-sandbox/webhooks';

/** The API's public development values (apps/api payments.config.ts); never for a real deployment. */
export const SANDBOX_DEV_API_KEY = 'sk_sandbox_development_only_public_key_00';
export const SANDBOX_DEV_WEBHOOK_SECRET = 'whsec_development_only_public_secret_0000';

export interface DevPaymentProviderOptions {
  host?: string;
  port?: number;
  apiKey?: string;
  /** Every secret signs each event (a v1 each): two while the merchant rotates its secret. */
  webhookSecrets?: string[];
  /** The base of checkout URLs when the browser reaches the sandbox at another address. */
  publicUrl?: string;
  settings?: Partial<SandboxSettings>;
}

export interface DevPaymentProvider {
  url: string;
  settings: SandboxSettings;
  events: EventRecord[];
  setWebhookSecrets(secrets: string[]): void;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, id: string | undefined, raw: string) => void;

export async function startDevPaymentProvider(options: DevPaymentProviderOptions = {}): Promise<DevPaymentProvider> {
  const host = options.host ?? '127.0.0.1';
  const apiKey = options.apiKey ?? SANDBOX_DEV_API_KEY;
  let secrets = options.webhookSecrets ?? [SANDBOX_DEV_WEBHOOK_SECRET];
  const settings: SandboxSettings = { ...DEFAULT_SANDBOX_SETTINGS, ...options.settings };
  const timers = createTimers();
  const webhooks = createWebhookSender(settings, () => secrets, timers);
  const store = createSandboxStore(settings, webhooks, timers);
  /** Answers by idempotency key (per path): a repeat gets the first answer, another body a 409. */
  const idempotent = new Map<string, { raw: string; status: number; body: unknown }>();
  let baseUrl = '';

  const api: Record<string, Handler> = {
    'POST /v1/payments': (req, res, _id, raw) => {
      const body = parseJson(res, ZCreatePaymentRequest, raw);
      if (body) once(req, res, raw, () => store.createPayment(body, baseUrl));
    },
    'GET /v1/payments': (_req, res, id) => replyJson(res, 200, store.payment(id ?? '')),
    'POST /v1/payouts': (req, res, _id, raw) => {
      const body = parseJson(res, ZCreatePayoutRequest, raw);
      if (body) once(req, res, raw, () => store.createPayout(body));
    },
    'GET /v1/payouts': (_req, res, id) => replyJson(res, 200, store.payout(id ?? '')),
    'POST /v1/refunds': (req, res, _id, raw) => {
      const body = parseJson(res, ZCreateRefundRequest, raw);
      if (body) once(req, res, raw, () => store.createRefund(body));
    },
    'GET /v1/refunds': (_req, res, id) => replyJson(res, 200, store.refund(id ?? '')),
  };

  function once(req: IncomingMessage, res: ServerResponse, raw: string, create: () => unknown) {
    const header = req.headers[IDEMPOTENCY_KEY_HEADER];
    const key = typeof header === 'string' && header ? `${req.url}:${header}` : undefined;
    const earlier = key ? idempotent.get(key) : undefined;
    if (earlier && earlier.raw !== raw)
      return replyError(res, 409, 'idempotency', 'this Idempotency-Key was used with another body');
    if (earlier) return replyJson(res, earlier.status, earlier.body);
    const answer = create();
    if (key) idempotent.set(key, { raw, status: 200, body: structuredClone(answer) });
    replyJson(res, 200, answer);
  }

  function authorised(req: IncomingMessage): boolean {
    return constantTimeEqual(req.headers.authorization ?? '', `Bearer ${apiKey}`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const [, section, name, id] = url.pathname.split('/');
    const raw = req.method === 'POST' ? await readBody(req) : '';
    if (section === 'health') return replyJson(res, 200, { ok: true });
    if (section === 'checkout' && name) return checkout(req, res, name, raw);
    if (section === 'test') return testSurface(req, res, name, raw);
    const handler = section === 'v1' ? api[`${req.method} /v1/${name}`] : undefined;
    if (!handler || (req.method === 'POST' ? id !== undefined : id === undefined))
      return replyError(res, 404, 'not_found', `no route ${req.method} ${url.pathname}`);
    if (!authorised(req)) return replyError(res, 401, 'authentication', 'missing or wrong API key');
    handler(req, res, id, raw);
  }

  function checkout(req: IncomingMessage, res: ServerResponse, id: string, raw: string) {
    let payment: ReturnType<typeof store.payment>;
    try {
      payment = store.payment(id);
    } catch {
      return replyHtml(res, 404, notFoundPage());
    }
    if (req.method === 'GET') return replyHtml(res, 200, checkoutPage(payment));
    const action = new URLSearchParams(raw).get('action');
    if (action !== 'pay' && action !== 'fail' && action !== 'abandon')
      return replyError(res, 400, 'invalid_request', 'action: pay, fail or abandon', 'action');
    store.checkout(id, action as CheckoutAction);
    res.writeHead(303, { location: returnTo(payment) });
    res.end();
  }

  function testSurface(req: IncomingMessage, res: ServerResponse, name: string | undefined, raw: string) {
    if (name === 'settings' && req.method === 'POST') {
      const patch = parseJson(res, ZSettingsPatch, raw);
      if (!patch) return;
      applySettingsPatch(settings, patch);
    }
    if (name === 'settings') return replyJson(res, 200, settingsAnswer(settings));
    if (name === 'events' && req.method === 'GET') return replyJson(res, 200, { events: webhooks.events });
    replyError(res, 404, 'not_found', 'no such test route');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      if (error instanceof SandboxRefusal) return replyError(res, error.status, error.type, error.message);
      replyError(res, 500, 'server', error.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  baseUrl = (options.publicUrl ?? url).replace(/\/+$/, '');
  return {
    url,
    settings,
    events: webhooks.events,
    setWebhookSecrets: (next) => {
      secrets = next;
    },
    close: () => {
      timers.clear();
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '4012' },
      'api-key': { type: 'string' },
      'webhook-secret': { type: 'string', multiple: true },
      'webhook-url': { type: 'string' },
      'public-url': { type: 'string' },
      'settle-ms': { type: 'string' },
      'duplicate-rate': { type: 'string' },
      'out-of-order-rate': { type: 'string' },
      'payout-failure-rate': { type: 'string' },
    },
  });
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  const settings = Object.fromEntries(
    Object.entries({
      webhookUrl: values['webhook-url'],
      settleMs: number(values['settle-ms']),
      duplicateRate: number(values['duplicate-rate']),
      outOfOrderRate: number(values['out-of-order-rate']),
      payoutFailureRate: number(values['payout-failure-rate']),
    }).filter(([, value]) => value !== undefined),
  ) as Partial<SandboxSettings>;
  const envSecret = process.env.PAYMENT_WEBHOOK_SECRET;
  const provider = await startDevPaymentProvider({
    host: values.host,
    port: Number(values.port),
    apiKey: values['api-key'] ?? process.env.PAYMENT_PROVIDER_API_KEY,
    webhookSecrets: values['webhook-secret'] ?? (envSecret ? [envSecret] : undefined),
    publicUrl: values['public-url'],
    settings,
  });
  console.log(`sandbox payment provider: ${provider.url}, webhooks to ${provider.settings.webhookUrl ?? '(none)'}`);
  const stop = () => {
    provider.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: Error) => {
    console.error(error);
    process.exit(1);
  });
}
