/**
 * Game rounds through the whole provider wallet protocol (issue 12): 64 players signed in by phone,
 * each launches `pg-fortune-ox` once (its token), then 64 connections play rounds as the sandbox
 * provider would: a signed `POST /provider/wallet/pg/bet` of 1 WH and a signed `.../win` of 1 WH
 * (balances stay put, so any run length works). Rounds per second = answered pairs per second. On
 * SQLite and PostgreSQL (the API in its own child process), beside the bare Fastify route measured
 * in the same run; the ledger audit after each database's run must be clean.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import type { DatabaseSettings } from '../apps/api/src/db/create-db';
import { SANDBOX_DEV_SECRET } from '../scripts/dev-game-provider';
import { CONNECTIONS, startApi, startBare, WARMUP_SECONDS } from './api';
import { audit, type LedgerOptions } from './ledger';
import { type BenchUser, clientHeaders, createPgDatabase, signInUsers, startPostgres } from './ledger-setup';
import { removeOnExit } from './proc';

const GAME = 'pg-fortune-ox';

export interface GamesRow {
  subject: string;
  /** Rounds (bet + win) per second; for the bare row, its requests per second / 2 (two requests a round). */
  roundsPerSecond: number;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  badBodies: number;
  auditBreaches: string[];
  ok: boolean;
  note?: string;
}

function sign(raw: string): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', SANDBOX_DEV_SECRET).update(`${t}.${raw}`).digest('hex')}`;
}

async function launch(base: string, user: BenchUser): Promise<string> {
  const res = await fetch(`${base}/casino/game/launch`, {
    method: 'POST',
    headers: clientHeaders(user),
    body: JSON.stringify({ gameId: GAME, coin: 'WH' }),
  });
  const envelope = (await res.json()) as { code: number; data: { token: string } };
  if (envelope.code !== 0) throw new Error(`launch: ${JSON.stringify(envelope).slice(0, 200)}`);
  return envelope.data.token;
}

/** One autocannon run of bet, win pairs; each connection plays one player's session. */
function playRounds(url: string, tokens: string[], seconds: number) {
  let connection = 0;
  const wallet = (call: string, body: () => object) => ({
    method: 'POST',
    path: `/provider/wallet/pg/${call}`,
    setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
      if (context.token === undefined) context.token = tokens[connection++ % tokens.length];
      if (call === 'bet') context.round = randomUUID();
      const raw = JSON.stringify({
        token: context.token,
        currency: 'WH',
        gameId: GAME,
        ...body(),
        roundId: context.round,
      });
      return { ...request, headers: { 'content-type': 'application/json', 'x-signature': sign(raw) }, body: raw };
    },
  });
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      wallet('bet', () => ({ transactionId: randomUUID(), amount: '1' })),
      wallet('win', () => ({ transactionId: randomUUID(), amount: '1' })),
    ],
    verifyBody: (body: string) => body.startsWith('{"code":0,'),
  } as never) as unknown as Promise<Result>;
}

/** A row of autocannon's result: ok only when every answer was a success and the ledger audit is clean. */
export function toRow(subject: string, r: Result, roundsPerSecond: number, breaches: string[]): GamesRow {
  const errors = r.errors + r.timeouts;
  return {
    subject,
    roundsPerSecond,
    rps: r.requests.mean,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors,
    badBodies: r.mismatches,
    auditBreaches: breaches,
    ok: r.requests.total > 0 && r.non2xx + errors + r.mismatches === 0 && breaches.length === 0,
  };
}

async function measureDatabase(
  repoRoot: string,
  dataDir: string,
  settings: DatabaseSettings,
  seconds: number,
  log: (l: string) => void,
) {
  const outbox = path.join(dataDir, `sms-games-${settings.kind}.jsonl`);
  const server = await startApi(repoRoot, dataDir, {
    SMS_SENDER: 'file',
    SMS_OUTBOX_PATH: outbox,
    TRUST_PROXY: '1',
    SEED_DEMO_DATA: '1',
    GAME_PROVIDER_PG_URL: 'http://127.0.0.1:9/game',
    GAME_PROVIDER_PG_SECRET: SANDBOX_DEV_SECRET,
    ...(settings.kind === 'sqlite' ? { SQLITE_PATH: settings.path } : { DATABASE_URL: settings.url }),
  });
  try {
    log(`games (${settings.kind}): signing in ${CONNECTIONS} players, one launch each`);
    const users = await signInUsers(server.url, outbox, CONNECTIONS);
    const tokens = await Promise.all(users.map((u) => launch(server.url, u)));
    log(`games (${settings.kind}): warm-up ${WARMUP_SECONDS} s, then ${seconds} s`);
    await playRounds(server.url, tokens, WARMUP_SECONDS);
    const run = await playRounds(server.url, tokens, seconds);
    const db = settings.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    return { run, subject: `${db} · signed bet + win, 64 players` };
  } finally {
    await server.stop();
  }
}

/** The ledger part's options: the same repository, run length, log and databases. */
export type GamesOptions = LedgerOptions;

export async function measureGames(options: GamesOptions): Promise<GamesRow[]> {
  const { repoRoot, durationSeconds, log } = options;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-games-'));
  removeOnExit(dataDir);
  const rows: GamesRow[] = [];
  try {
    const bare = await startBare(repoRoot);
    try {
      const r = await autocannon({ url: `${bare.url}/`, connections: CONNECTIONS, duration: durationSeconds } as never);
      rows.push({
        ...toRow('GET / (bare Fastify), two requests a round', r as Result, 0, []),
        roundsPerSecond: (r as Result).requests.mean / 2,
      });
    } finally {
      await bare.stop();
    }
    const measure = async (settings: DatabaseSettings) => {
      const { run, subject } = await measureDatabase(repoRoot, dataDir, settings, durationSeconds, log);
      rows.push(toRow(subject, run, run.requests.mean / 2, await audit(settings)));
    };
    if (options.databases.includes('sqlite')) await measure({ kind: 'sqlite', path: path.join(dataDir, 'games.db') });
    if (options.databases.includes('postgres')) {
      const server = await startPostgres(repoRoot);
      try {
        await measure({ kind: 'postgres', url: await createPgDatabase(server.url, 'bench_games') });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}
