/**
 * The frame of the bench parts where 64 signed-in players load one API call (games rounds, lucky
 * spins): the bare Fastify route for scale, then the API in its own child process on SQLite and on
 * PostgreSQL, each with 64 players signed in by phone, the part's own load, and the ledger audit after.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import type { DatabaseSettings } from '../apps/api/src/db/create-db';
import { CONNECTIONS, startApi, startBare, WARMUP_SECONDS } from './api';
import { audit, type LedgerOptions } from './ledger';
import { type BenchUser, createPgDatabase, signInUsers, startPostgres } from './ledger-setup';
import { removeOnExit } from './proc';

export interface PlayersRow {
  subject: string;
  /** The part's unit per second (rounds, spins); for the bare row, its requests per second / requestsPerUnit. */
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

/** A row of autocannon's result: ok only when every answer was a success and the ledger audit is clean. */
export function toRow(subject: string, r: Result, perSecond: number, breaches: string[]): PlayersRow {
  const errors = r.errors + r.timeouts;
  return {
    subject,
    roundsPerSecond: perSecond,
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

export interface PlayersLoad {
  /** The part's name (logs, temp folders, database names). */
  name: string;
  /** What one unit of the load is, for the bare row's subject ("two requests a round"). */
  bareSubject: string;
  /** HTTP requests per unit (2 for a bet + win round, 1 for a spin). */
  requestsPerUnit: number;
  /** The API's environment beyond the bench's own (providers...). */
  env?: Record<string, string>;
  /** What the subject says after the database's name. */
  subject: string;
  /** Prepares the signed-in players (launches, grants); answers what `load` needs. */
  prepare(serverUrl: string, users: BenchUser[], settings: DatabaseSettings): Promise<unknown>;
  /** One autocannon run of the load for `seconds`. */
  load(serverUrl: string, prepared: unknown, seconds: number): Promise<Result>;
}

async function measureDatabase(options: LedgerOptions, dataDir: string, settings: DatabaseSettings, part: PlayersLoad) {
  const { repoRoot, durationSeconds: seconds, log } = options;
  const outbox = path.join(dataDir, `sms-${part.name}-${settings.kind}.jsonl`);
  const server = await startApi(repoRoot, dataDir, {
    SMS_SENDER: 'file',
    SMS_OUTBOX_PATH: outbox,
    TRUST_PROXY: '1',
    SEED_DEMO_DATA: '1',
    ...part.env,
    ...(settings.kind === 'sqlite' ? { SQLITE_PATH: settings.path } : { DATABASE_URL: settings.url }),
  });
  try {
    log(`${part.name} (${settings.kind}): signing in ${CONNECTIONS} players, preparing them`);
    const prepared = await part.prepare(server.url, await signInUsers(server.url, outbox, CONNECTIONS), settings);
    log(`${part.name} (${settings.kind}): warm-up ${WARMUP_SECONDS} s, then ${seconds} s`);
    await part.load(server.url, prepared, WARMUP_SECONDS);
    return await part.load(server.url, prepared, seconds);
  } finally {
    await server.stop();
  }
}

/** The bare row, then one row per database of `options.databases`. */
export async function measurePlayersLoad(options: LedgerOptions, part: PlayersLoad): Promise<PlayersRow[]> {
  const { repoRoot, durationSeconds } = options;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-${part.name}-`));
  removeOnExit(dataDir);
  const rows: PlayersRow[] = [];
  try {
    const bare = await startBare(repoRoot);
    try {
      const r = (await autocannon({
        url: `${bare.url}/`,
        connections: CONNECTIONS,
        duration: durationSeconds,
      } as never)) as Result;
      rows.push(toRow(`GET / (bare Fastify), ${part.bareSubject}`, r, r.requests.mean / part.requestsPerUnit, []));
    } finally {
      await bare.stop();
    }
    const measure = async (settings: DatabaseSettings) => {
      const run = await measureDatabase(options, dataDir, settings, part);
      const db = settings.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
      rows.push(toRow(`${db} · ${part.subject}`, run, run.requests.mean / part.requestsPerUnit, await audit(settings)));
    };
    if (options.databases.includes('sqlite'))
      await measure({ kind: 'sqlite', path: path.join(dataDir, `${part.name}.db`) });
    if (options.databases.includes('postgres')) {
      const server = await startPostgres(repoRoot);
      try {
        await measure({ kind: 'postgres', url: await createPgDatabase(server.url, `bench_${part.name}`) });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}
