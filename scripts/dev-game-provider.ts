/**
 * A sandbox third-party game provider for development and tests (issue 12): a real HTTP server that
 * serves a tiny game page for our launch URL and plays rounds by calling our provider wallet protocol
 * (docs/games.md) with signatures, as an outside provider would. It retries a failed call with backoff
 * (same transaction id), sometimes sends a call twice (idempotency must hold), and can be told to fail.
 *
 *   npx tsx scripts/dev-game-provider.ts --port 4011 --wallet http://127.0.0.1:8080 \
 *     [--provider pg] [--secret <32+ chars>] [--repeat-rate 0.2]
 *
 * The API's dev/test default configures it as provider `pg` at http://127.0.0.1:4011/game with the
 * public development secret (GAME_PROVIDER_PG_URL and _SECRET override it). Endpoints:
 *   GET  /game?token=&game=&currency=&lang=&return_url=   the game page (a spin button)
 *   POST /spin {token, game, currency, bet, multiplier?}   one round: bet, then win (multiplier or random 0/2)
 *   POST /control {dropAnswers?: n, failCalls?: n}         the next n answers are lost (the call is retried),
 *                                                           or the next n calls fail outright (no retry left)
 */
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** The API's public development secret of `pg` (apps/api casino.config.ts DEV_SANDBOX_SECRET). */
export const SANDBOX_DEV_SECRET = 'development-only-sandbox-provider-secret0';

export interface DevGameProviderOptions {
  /** Our API's base URL (the wallet protocol lives at /provider/wallet/<providerId>/...). */
  walletBaseUrl: string;
  providerId?: string;
  secret?: string;
  host?: string;
  port?: number;
  /** Share of calls sent twice (a provider's duplicate delivery). Default 0.2. */
  repeatRate?: number;
  /** Retries after a failed or lost call; the first waits 50 ms, each next twice as long. */
  retries?: number;
}

export interface DevGameProvider {
  url: string;
  /** Every wallet call sent (duplicates and retries included): name, transaction id, answer code. */
  calls: { call: string; transactionId: string; code: number | 'lost' | 'failed' }[];
  setWalletBaseUrl(url: string): void;
  close(): Promise<void>;
}

interface WalletAnswer {
  code: number;
  msg: string;
  data: { balance: string; currency: string; transactionId: string } | null;
}

/** The X-Signature header: t=<unix s>,v1=HMAC-SHA256(secret, t + "." + raw body). */
function sign(secret: string, raw: string): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex')}`;
}

export async function startDevGameProvider(options: DevGameProviderOptions): Promise<DevGameProvider> {
  const providerId = options.providerId ?? 'pg';
  const secret = options.secret ?? SANDBOX_DEV_SECRET;
  const repeatRate = options.repeatRate ?? 0.2;
  const retries = options.retries ?? 4;
  let walletBaseUrl = options.walletBaseUrl;
  let dropAnswers = 0;
  let failCalls = 0;
  const calls: DevGameProvider['calls'] = [];

  async function send(call: string, body: Record<string, unknown>): Promise<WalletAnswer> {
    const raw = JSON.stringify(body);
    const transactionId = String(body.transactionId ?? '');
    if (failCalls > 0) {
      failCalls--;
      calls.push({ call, transactionId, code: 'failed' });
      throw new Error(`${call} failed (told to fail)`);
    }
    const res = await fetch(`${walletBaseUrl}/provider/wallet/${providerId}/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': sign(secret, raw) },
      body: raw,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await res.json()) as WalletAnswer;
    if (dropAnswers > 0) {
      dropAnswers--;
      calls.push({ call, transactionId, code: 'lost' });
      throw new Error(`${call}: answer lost`);
    }
    calls.push({ call, transactionId, code: answer.code });
    return answer;
  }

  /** A call with retries and backoff (the same body, so the same transaction id), sometimes sent twice. */
  async function call(name: string, body: Record<string, unknown>): Promise<WalletAnswer> {
    let wait = 50;
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await send(name, body);
        if (Math.random() < repeatRate) {
          const again = await send(name, body);
          if (JSON.stringify(again) !== JSON.stringify(answer)) throw new Error(`${name}: a repeat answered otherwise`);
        }
        return answer;
      } catch (error) {
        if (attempt >= retries) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
        wait *= 2;
      }
    }
  }

  async function spin(input: Record<string, unknown>): Promise<Record<string, unknown>> {
    const token = String(input.token ?? '');
    const gameId = String(input.game ?? '');
    const currency = String(input.currency ?? '');
    const bet = String(input.bet ?? '1');
    const roundId = `sbx-${randomUUID()}`;
    const session = { token, currency, gameId, roundId };
    const placed = await call('bet', { ...session, transactionId: `${roundId}-bet`, amount: bet });
    if (placed.code !== 0) return { roundId, refused: placed };
    const multiplier = typeof input.multiplier === 'number' ? input.multiplier : Math.random() < 0.5 ? 0 : 2;
    const win = (Number(bet) * multiplier).toFixed(2).replace(/\.?0+$/, '') || '0';
    const settled = await call('win', { ...session, transactionId: `${roundId}-win`, amount: win });
    return { roundId, bet, win, balance: settled.data?.balance, code: settled.code };
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => reply(res, 502, { error: error.message }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    if (req.method === 'GET' && url.pathname === '/game') return page(res, url.searchParams);
    if (req.method !== 'POST') return reply(res, 404, { error: 'not found' });
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    if (url.pathname === '/spin') return reply(res, 200, await spin(body));
    if (url.pathname === '/control') {
      dropAnswers = Number(body.dropAnswers ?? dropAnswers);
      failCalls = Number(body.failCalls ?? failCalls);
      return reply(res, 200, { dropAnswers, failCalls });
    }
    reply(res, 404, { error: 'not found' });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    calls,
    setWalletBaseUrl: (next) => {
      walletBaseUrl = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 64_000) req.destroy(new Error('body too large'));
    });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The game page: a spin button that plays a round through this server and shows the balance. */
function page(res: ServerResponse, params: URLSearchParams): void {
  const session = JSON.stringify({
    token: params.get('token') ?? '',
    game: params.get('game') ?? '',
    currency: params.get('currency') ?? '',
  }).replace(/</g, '\\u003c');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="${escapeHtml(params.get('lang') ?? 'en')}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox ${escapeHtml(params.get('game') ?? '')}</title></head>
<body style="font-family:sans-serif;text-align:center;padding:24px">
<h1 data-testid="sandbox-game">${escapeHtml(params.get('game') ?? '')}</h1>
<p>Bet <input id="bet" value="1" size="6"> ${escapeHtml(params.get('currency') ?? '')}</p>
<button id="spin">Spin</button><p id="result" aria-live="polite"></p>
<script>const s=${session};document.getElementById('spin').onclick=async()=>{
const r=await fetch('/spin',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({...s,bet:document.getElementById('bet').value})});
const a=await r.json();document.getElementById('result').textContent=a.refused?a.refused.msg:('win '+a.win+' balance '+a.balance);};</script>
</body></html>`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '4011' },
      wallet: { type: 'string', default: 'http://127.0.0.1:8080' },
      provider: { type: 'string', default: 'pg' },
      secret: { type: 'string', default: SANDBOX_DEV_SECRET },
      'repeat-rate': { type: 'string', default: '0.2' },
    },
  });
  const provider = await startDevGameProvider({
    walletBaseUrl: values.wallet,
    providerId: values.provider,
    secret: values.secret,
    host: values.host,
    port: Number(values.port),
    repeatRate: Number(values['repeat-rate']),
  });
  console.log(`sandbox game provider ${values.provider}: ${provider.url}/game, wallet ${values.wallet}`);
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
