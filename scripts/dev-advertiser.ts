/**
 * The advertiser sandbox for development, tests and demos (issue 15, docs/offers-postbacks.md): a real
 * HTTP server that plays the advertisers and their networks (ayet, prodege, ironsource). A player's
 * offer link (take_task) leads to its landing page; "Complete" / "Reach level N" makes the network post
 * the signed conversion to our API, retried with back-off while the API does not answer the network's
 * success answer; the result page offers a chargeback. Tests and e2e drive it through /test.
 *
 *   npx tsx scripts/dev-advertiser.ts [--port 4013] [--api http://127.0.0.1:8080] [--max-attempts 6] [--retry-base-ms 500]
 *     GET  /click/<network>/<xb_offer_id>?click_id=&user_id=   the landing page (the link templates' target)
 *     POST /click/<network>/<xb_offer_id>/convert              its buttons (form: click_id, user_id, action)
 *     POST /test/convert {network, click_id, user_id?, xb_offer_id?, payout?, country?, conversion_id?,
 *                         duplicates?, reverse?, reverse_only?, forged?, delay?}   answers when every delivery ended
 *     GET  /test/deliveries                                    every postback with its attempts
 *     GET  /health                                             {ok: true}
 *
 *   npx tsx scripts/dev-advertiser.ts send --network ayet --click <id> [--user <id>] [--offer <xb_offer_id>]
 *     [--duplicates 3] [--reverse] [--payout 12.5] [--country vn] [--sandbox http://127.0.0.1:4013]
 *   (the CLI asks the running sandbox, which remembers the user and offer of a click whose page was opened)
 *
 * The networks' secrets are TASKLIB_POSTBACK_SECRET_<NETWORK> of the environment, else the public
 * development values of scripts/dev-secrets.env (the API's own outside production).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { isPostbackNetwork, type PostbackNetworkId } from '@app/shared/tasklib/postback-protocol';
import { landingPage, notFoundPage, resultPage } from './advertiser-sandbox/landing-page';
import { createPostbackSender, type SenderSettings } from './advertiser-sandbox/postback-sender';
import {
  type ClickMemory,
  type ConvertRequest,
  runConversion,
  ScenarioError,
  ZConvertRequest,
} from './advertiser-sandbox/scenario';
import { devProductionSecrets } from './dev-secrets';
import { parseJson, readBody, replyError, replyHtml, replyJson } from './payment-sandbox/http';
import { createTimers } from './payment-sandbox/timers';

export interface DevAdvertiserOptions {
  host?: string;
  port?: number;
  apiUrl: string;
  secrets?: Partial<Record<PostbackNetworkId, string>>;
  maxAttempts?: number;
  retryBaseMs?: number;
}

export interface DevAdvertiser {
  url: string;
  settings: SenderSettings;
  close(): Promise<void>;
}

/** The networks' secrets: the environment's, else the public development values. */
export function networkSecrets(
  env: Record<string, string | undefined> = process.env,
): Record<PostbackNetworkId, string> {
  const dev = devProductionSecrets();
  const pick = (name: string) => env[name] ?? (dev[name] as string);
  return {
    ayet: pick('TASKLIB_POSTBACK_SECRET_AYET'),
    prodege: pick('TASKLIB_POSTBACK_SECRET_PRODEGE'),
    ironsource: pick('TASKLIB_POSTBACK_SECRET_IRONSOURCE'),
  };
}

export async function startDevAdvertiser(options: DevAdvertiserOptions): Promise<DevAdvertiser> {
  const host = options.host ?? '127.0.0.1';
  const settings: SenderSettings = {
    apiUrl: options.apiUrl,
    secrets: { ...networkSecrets(), ...options.secrets },
    maxAttempts: options.maxAttempts ?? 6,
    retryBaseMs: options.retryBaseMs ?? 500,
    timeoutMs: 10_000,
  };
  const timers = createTimers();
  const sender = createPostbackSender(settings, timers);
  const clicks = new Map<string, ClickMemory>();
  const wait = (ms: number) => new Promise<void>((resolve) => timers.after(ms, resolve));

  async function landing(req: IncomingMessage, res: ServerResponse, url: URL, raw: string) {
    const [, , network = '', encodedOffer = '', convert] = url.pathname.split('/');
    const offerId = decodeURIComponent(encodedOffer);
    if (!isPostbackNetwork(network) || !offerId) return replyHtml(res, 404, notFoundPage('no such offer link'));
    const form = req.method === 'POST' ? new URLSearchParams(raw) : url.searchParams;
    const clickId = form.get('click_id') ?? '';
    const userId = form.get('user_id') ?? '';
    if (!clickId || !userId) return replyHtml(res, 400, notFoundPage('the link has no click_id or user_id'));
    const view = { network, offerId, clickId, userId };
    if (req.method === 'GET' && convert === undefined) {
      clicks.set(clickId, { user_id: userId, xb_offer_id: offerId });
      return replyHtml(res, 200, landingPage(view));
    }
    if (req.method !== 'POST' || convert !== 'convert') return replyHtml(res, 404, notFoundPage('no such page'));
    const reverse = form.get('action') === 'reverse';
    const request = ZConvertRequest.parse({
      network,
      click_id: clickId,
      user_id: userId,
      xb_offer_id: offerId,
      conversion_id: form.get('conversion_id') || undefined,
      reverse_only: reverse,
    });
    replyHtml(res, 200, resultPage(view, await runConversion(sender, clicks, request, wait)));
  }

  async function testSurface(req: IncomingMessage, res: ServerResponse, name: string | undefined, raw: string) {
    if (name === 'deliveries' && req.method === 'GET') return replyJson(res, 200, { deliveries: sender.deliveries });
    if (name !== 'convert' || req.method !== 'POST') return replyError(res, 404, 'not_found', 'no such test route');
    const request: ConvertRequest | null = parseJson(res, ZConvertRequest, raw);
    if (!request) return;
    try {
      replyJson(res, 200, { deliveries: await runConversion(sender, clicks, request, wait) });
    } catch (error) {
      if (!(error instanceof ScenarioError)) throw error;
      replyError(res, 400, 'invalid_request', error.message);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const [, section, name] = url.pathname.split('/');
    const raw = req.method === 'POST' ? await readBody(req) : '';
    if (section === 'health') return replyJson(res, 200, { ok: true });
    if (section === 'click') return landing(req, res, url, raw);
    if (section === 'test') return testSurface(req, res, name, raw);
    replyError(res, 404, 'not_found', `no route ${req.method} ${url.pathname}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => replyError(res, 500, 'server', error.message));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    settings,
    close: () => {
      timers.clear();
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** `send`: one scenario through the running sandbox, printed. */
async function sendCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      network: { type: 'string', default: 'ayet' },
      click: { type: 'string' },
      user: { type: 'string' },
      offer: { type: 'string' },
      payout: { type: 'string' },
      country: { type: 'string' },
      duplicates: { type: 'string', default: '1' },
      reverse: { type: 'boolean', default: false },
      sandbox: { type: 'string', default: process.env.ADVERTISER_SANDBOX_URL ?? 'http://127.0.0.1:4013' },
    },
  });
  if (!values.click) throw new Error('--click <click id> is required');
  const res = await fetch(`${values.sandbox}/test/convert`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      network: values.network,
      click_id: values.click,
      user_id: values.user,
      xb_offer_id: values.offer,
      payout: values.payout,
      country: values.country,
      duplicates: Number(values.duplicates),
      reverse: values.reverse,
    }),
  });
  const answer = (await res.json()) as {
    deliveries?: {
      fields: { conversionId: string; reversal: boolean };
      state: string;
      attempts: { status: unknown; body: string }[];
    }[];
    error?: { message: string };
  };
  if (!res.ok || !answer.deliveries) throw new Error(answer.error?.message ?? `sandbox answered ${res.status}`);
  for (const d of answer.deliveries) {
    const last = d.attempts.at(-1);
    console.log(
      `${d.fields.reversal ? 'chargeback' : 'conversion'} ${d.fields.conversionId}: ${d.state} (${d.attempts.length} attempt(s), last ${last?.status} ${last?.body ?? ''})`,
    );
  }
}

async function serveCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '4013' },
      api: { type: 'string', default: 'http://127.0.0.1:8080' },
      'max-attempts': { type: 'string' },
      'retry-base-ms': { type: 'string' },
    },
  });
  const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  const sandbox = await startDevAdvertiser({
    host: values.host,
    port: Number(values.port),
    apiUrl: values.api,
    maxAttempts: number(values['max-attempts']),
    retryBaseMs: number(values['retry-base-ms']),
  });
  console.log(`advertiser sandbox: ${sandbox.url}, postbacks to ${values.api}`);
  const stop = () => {
    sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, ...rest] = process.argv.slice(2);
  const run = command === 'send' ? sendCommand(rest) : serveCommand(command === 'serve' ? rest : process.argv.slice(2));
  run.catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
