/**
 * API throughput: each server in its own child process (never the autocannon process), measured with
 * autocannon in interleaved rounds. Every response is checked (status 2xx, no socket error or timeout,
 * and a body that is a success), so a broken route cannot produce a figure.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { DEV_BOT } from '../apps/api/src/modules/auth/auth.config';
import { devProductionSecrets } from '../scripts/dev-secrets';
import { signInitData } from '../scripts/miniapp-sim';
import { medianSample, perRoundRatios, type RoundSample, roundOrder } from './api-rounds';
import { freePort, removeOnExit, type ServerProcess, startServer } from './proc';
import { median } from './stats';

export const CONNECTIONS = 64;
export const WARMUP_SECONDS = 2;

export interface ThroughputRow {
  subject: string;
  /** Mean requests per second over the measured run. */
  rps: number;
  p50: number;
  p99: number;
  /** Each round's figures, in round order. rps/p50/p99 above are the median round's. */
  rounds: RoundSample[];
  /** The median over the rounds of rps / the bare route's rps in the same round; undefined for the bare
   * route itself or when it failed. */
  vsBare: number | undefined;
  /** Those per-round ratios, in round order. */
  roundRatios: number[] | undefined;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** 2xx responses whose body was not a success ({code:0,...} envelope, or {hello:'world'}). */
  badBodies: number;
  ok: boolean;
  note?: string;
}

interface Target {
  subject: string;
  server: 'api' | 'bare';
  path: string;
  headers?: Record<string, string>;
  /** POST with this JSON body; default GET. */
  body?: string;
  /** Headers that need the running server (a signed-in user's session), added to `headers`. */
  sessionHeaders?: (serverUrl: string) => Promise<Record<string, string>>;
  verifyBody: (body: string) => boolean;
}

const isSuccessEnvelope = (body: string) => body.startsWith('{"code":0,');

export function commonHeaders(): Record<string, string> {
  return {
    'User-Id': '0',
    'Xb-Language': 'vi-VN',
    'Country-Code': 'vn',
    TS: String(Math.floor(Date.now() / 1000)),
    NONCE: 'abc12',
    PLATFORM: 'h5',
    'APP-VER': '1.0.0',
  };
}

/** A messenger user signed in through the API (the development bot), as e2e/auth-helpers.ts does. */
export async function signedIn(serverUrl: string): Promise<Record<string, string>> {
  const user = { id: 800_000_001, first_name: 'Bench', username: 'bench_user', language_code: 'en' };
  const res = await fetch(`${serverUrl}/tg/xw_register_or_login`, {
    method: 'POST',
    headers: { ...commonHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ bot_name: DEV_BOT.name, init_data: signInitData({ botToken: DEV_BOT.token, user }) }),
  });
  const answer = (await res.json()) as {
    code: number;
    msg: string;
    data: { user_id: number; user_secret_key: string };
  };
  if (answer.code !== 0) throw new Error(`bench sign-in failed: ${answer.code} ${answer.msg}`);
  return { 'User-Id': String(answer.data.user_id), 'User-Secret-Key': answer.data.user_secret_key };
}

const BARE_SUBJECT = 'GET / (bare Fastify)';

const TARGETS: Target[] = [
  { subject: 'GET /healthz', server: 'api', path: '/healthz', verifyBody: isSuccessEnvelope },
  {
    subject: 'GET /api/server_time',
    server: 'api',
    path: '/api/server_time',
    headers: commonHeaders(),
    verifyBody: isSuccessEnvelope,
  },
  {
    subject: 'POST /wallet/get_wallet_info (signed in)',
    server: 'api',
    path: '/wallet/get_wallet_info',
    headers: { ...commonHeaders(), 'content-type': 'application/json' },
    body: '{}',
    sessionHeaders: signedIn,
    verifyBody: isSuccessEnvelope,
  },
  { subject: BARE_SUBJECT, server: 'bare', path: '/', verifyBody: (b) => b === '{"hello":"world"}' },
];

export async function startApi(
  repoRoot: string,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return startServer({
    name: 'API',
    command: process.execPath,
    args: ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')],
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The secrets production refuses to start without, at their public development values.
      ...devProductionSecrets(),
      SQLITE_PATH: path.join(dataDir, 'bench.db'),
      ...extraEnv,
    },
    readyUrl: `${url}/healthz`,
    url,
  });
}

export async function startBare(repoRoot: string, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return startServer({
    name: 'bare Fastify',
    command: process.execPath,
    args: ['--import', 'tsx', path.join(repoRoot, 'bench/bare-server.ts')],
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...extraEnv },
    readyUrl: `${url}/`,
    url,
  });
}

/** One request before the load, so that a broken route is reported with what it answered. */
async function preflight(url: string, target: Target): Promise<string | undefined> {
  const res = await fetch(url, {
    method: target.body === undefined ? 'GET' : 'POST',
    headers: target.headers ?? {},
    body: target.body,
    signal: AbortSignal.timeout(5_000),
  });
  const body = await res.text();
  if (res.ok && target.verifyBody(body)) return undefined;
  return `preflight: HTTP ${res.status} ${body.slice(0, 160)}`;
}

async function measure(url: string, target: Target, seconds: number): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    method: target.body === undefined ? 'GET' : 'POST',
    headers: target.headers ?? {},
    ...(target.body === undefined ? {} : { body: target.body }),
    verifyBody: target.verifyBody,
  });
}

/** A route's rounds folded into one row: the median round's figures, every round's counts and checks. */
function toRow(target: Target, results: readonly Result[], note: string | undefined): ThroughputRow {
  const sum = (pick: (r: Result) => number) => results.reduce((total, r) => total + pick(r), 0);
  const total = sum((r) => r.requests.total);
  const non2xx = sum((r) => r.non2xx);
  const errors = sum((r) => r.errors);
  const timeouts = sum((r) => r.timeouts);
  const badBodies = sum((r) => r.mismatches);
  const samples = results.map((r) => ({ rps: r.requests.mean, p50: r.latency.p50, p99: r.latency.p99 }));
  const picked = medianSample(samples);
  const ok = note === undefined && total > 0 && non2xx === 0 && errors === 0 && timeouts === 0 && badBodies === 0;
  return {
    subject: target.subject,
    rps: picked.rps,
    p50: picked.p50,
    p99: picked.p99,
    rounds: samples,
    vsBare: undefined,
    roundRatios: undefined,
    total,
    non2xx,
    errors,
    timeouts,
    badBodies,
    ok,
    ...(note === undefined ? {} : { note }),
  };
}

function failedRow(target: Target, note: string): ThroughputRow {
  return {
    subject: target.subject,
    rps: Number.NaN,
    p50: Number.NaN,
    p99: Number.NaN,
    rounds: [],
    vsBare: undefined,
    roundRatios: undefined,
    total: 0,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    badBodies: 0,
    ok: false,
    note,
  };
}

export interface ThroughputOptions {
  repoRoot: string;
  durationSeconds: number;
  /** Rounds over every route (each route once a round, the order rotated); the median is reported. */
  rounds: number;
  log: (line: string) => void;
}

/** A target with its server's address and its signed-in headers, checked once before any load. */
interface ReadyTarget {
  target: Target;
  url: string;
  note: string | undefined;
}

async function readyTarget(listed: Target, server: ServerProcess, log: (line: string) => void): Promise<ReadyTarget> {
  const target = listed.sessionHeaders
    ? { ...listed, headers: { ...listed.headers, ...(await listed.sessionHeaders(server.url)) } }
    : listed;
  const url = `${server.url}${target.path}`;
  const note = await preflight(url, target);
  if (note) log(`${target.subject}: ${note}`);
  log(`${target.subject}: warm-up ${WARMUP_SECONDS} s`);
  await measure(url, target, WARMUP_SECONDS);
  return { target, url, note };
}

/**
 * Both servers run at once (the idle one waits on its socket), and the routes are measured in rounds:
 * each round measures every route once, so the bare route is measured within seconds of each API route
 * and "vs bare" is the median of the per-round ratios (bench/api-rounds.ts says why).
 */
export async function measureThroughput(options: ThroughputOptions): Promise<ThroughputRow[]> {
  const { repoRoot, durationSeconds, rounds, log } = options;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-'));
  removeOnExit(dataDir);
  const servers: ServerProcess[] = [];
  try {
    log('starting the API server and the bare Fastify server');
    const api = await startApi(repoRoot, dataDir);
    servers.push(api);
    const bare = await startBare(repoRoot);
    servers.push(bare);
    const ready: ReadyTarget[] = [];
    for (const listed of TARGETS) ready.push(await readyTarget(listed, listed.server === 'api' ? api : bare, log));
    const results = new Map<Target['subject'], Result[]>(ready.map((r) => [r.target.subject, []]));
    for (let round = 0; round < rounds; round++) {
      for (const { target, url } of roundOrder(ready, round)) {
        log(`round ${round + 1}/${rounds} · ${target.subject}: ${CONNECTIONS} connections for ${durationSeconds} s`);
        results.get(target.subject)?.push(await measure(url, target, durationSeconds));
      }
    }
    const rows = ready.map(({ target, note }) => toRow(target, results.get(target.subject) ?? [], note));
    const bareRow = rows.find((r) => r.subject === BARE_SUBJECT);
    if (bareRow?.ok) {
      for (const row of rows) {
        if (row === bareRow) continue;
        row.roundRatios = perRoundRatios(row.rounds, bareRow.rounds);
        row.vsBare = median(row.roundRatios);
      }
    }
    return rows;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(message);
    return TARGETS.map((target) => failedRow(target, message.split('\n')[0] ?? ''));
  } finally {
    for (const server of servers) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
