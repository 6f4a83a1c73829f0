/**
 * Ledger throughput (issue 10): `POST /wallet/offchain_transfer` over HTTP from 64 connections, every
 * request signed in as one of 1,000 users and carrying an Idempotency-Key of its own; a second row
 * sends every transfer to one hot account. On SQLite and on PostgreSQL, the API in its own child
 * process. After each run the ledger audit (npm run ledger:check's, through the wallet's public face)
 * must be clean and the ledger must hold every acknowledged transfer.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabase, type DatabaseSettings } from '../apps/api/src/db/create-db';
import { auditLedger } from '../apps/api/src/modules/wallet';
import { CONNECTIONS, startApi, WARMUP_SECONDS } from './api';
import { type BenchUser, clientHeaders, createPgDatabase, signInUsers, startPostgres } from './ledger-setup';
import { cpuMicros, removeOnExit, threadCpuMicros, treeCpuMicros } from './proc';

export const LEDGER_USERS = 1000;
/** 0.01 WH, one base unit (+ the minimum fee of one unit): 1,000 WH of bonus lasts any run. */
const AMOUNT = '0.01';

export interface LedgerRow {
  database: 'sqlite' | 'postgres';
  /** SQLite: where transfers ran (WALLET_SQLITE_WRITE_WORKER): the API thread's commit queue or the write worker. */
  sqliteWriter?: 'API thread' | 'write worker';
  load: 'users' | 'hot';
  rps: number;
  p50: number;
  p99: number;
  /** Transfers answered with code 0 (warm-up included). */
  acknowledged: number;
  /** Transfers the ledger holds after the run. */
  inLedger: number;
  /** Requests sent (warm-up included): those cut off at the end or timed out may have committed. */
  sent: number;
  non2xx: number;
  errors: number;
  badBodies: number;
  auditBreaches: string[];
  ok: boolean;
  note?: string;
  /** The database server's durability settings (PostgreSQL). */
  settings?: string;
  /**
   * CPU time (user + system, from /proc) per request of the measured run: the API process's, and the
   * PostgreSQL server's (postmaster and backends). Moves far less with the machine's other load than
   * transfers per second.
   */
  apiCpuMicros: number;
  /** Of apiCpuMicros, the API's main thread's (HTTP, JSON, sessions; SQLite's writes too without the write worker). */
  apiThreadCpuMicros: number;
  dbCpuMicros?: number;
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;

/** One autocannon run; counts the transfers it saw accepted. */
async function load(url: string, users: BenchUser[], hot: BenchUser | undefined, seconds: number) {
  let accepted = 0;
  const senders = hot ? users.filter((u) => u.id !== hot.id) : users;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/wallet/offchain_transfer',
        setupRequest: (request: Record<string, unknown>) => {
          const from = pick(senders);
          let to = hot ?? pick(users);
          while (to.id === from.id) to = pick(users);
          return {
            ...request,
            headers: { ...clientHeaders(from), 'Idempotency-Key': randomUUID() },
            body: JSON.stringify({ to_user_id: to.id, coin: 'WH', amount: AMOUNT }),
          };
        },
      },
    ],
    verifyBody: (body: string) => {
      const ok = body.startsWith('{"code":0,');
      if (ok) accepted++;
      return ok;
    },
  } as never);
  return { result, accepted };
}

async function transferCount(settings: DatabaseSettings): Promise<number> {
  const handle = createDatabase(settings);
  try {
    const row = await handle.db
      .selectFrom('ledger_tx')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'transfer')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await handle.close();
  }
}

/**
 * The count once the server is quiet: requests autocannon cut off at the end of a run may still be
 * committing, and must not be counted into the next row.
 */
async function settledTransferCount(settings: DatabaseSettings): Promise<number> {
  let last = await transferCount(settings);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = await transferCount(settings);
    if (now === last) return now;
    last = now;
  }
}

/** The ledger audit's breaches on a database (none: clean). */
export async function audit(settings: DatabaseSettings): Promise<string[]> {
  const handle = createDatabase(settings);
  try {
    return (await auditLedger(handle.db)).filter((c) => c.breaches > 0).map((c) => `${c.name}: ${c.breaches}`);
  } finally {
    await handle.close();
  }
}

interface RunOptions {
  repoRoot: string;
  dataDir: string;
  settings: DatabaseSettings;
  durationSeconds: number;
  log: (line: string) => void;
  /** The PostgreSQL server's pid, to read its CPU time. */
  dbPid?: number;
  sqliteWriter?: LedgerRow['sqliteWriter'];
}

/** Both rows (1,000 users, then one hot receiver) on one fresh database. */
async function measureDatabase(options: RunOptions): Promise<LedgerRow[]> {
  const { repoRoot, dataDir, settings, durationSeconds, log } = options;
  const outbox = path.join(dataDir, `sms-${settings.kind}.jsonl`);
  const env: Record<string, string> = {
    SMS_SENDER: 'file',
    SMS_OUTBOX_PATH: outbox,
    TRUST_PROXY: '1',
    SEED_DEMO_DATA: '1',
    ...(settings.kind === 'sqlite' ? { SQLITE_PATH: settings.path } : { DATABASE_URL: settings.url }),
    WALLET_SQLITE_WRITE_WORKER: options.sqliteWriter === 'write worker' ? 'on' : 'off',
  };
  // BENCH_LEDGER_PROFILE_DIR: the API runs with the V8 profiler's preload, profiled over each measured run.
  const profileDir = process.env.BENCH_LEDGER_PROFILE_DIR;
  if (profileDir) {
    env.NODE_OPTIONS = `--import ${path.join(repoRoot, 'bench/cpu-profile-preload.mjs')}`;
    env.CPU_PROFILE_DIR = profileDir;
  }
  const rows: LedgerRow[] = [];
  const server = await startApi(repoRoot, dataDir, env);
  try {
    log(`ledger (${settings.kind}): signing in ${LEDGER_USERS} users`);
    const users = await signInUsers(server.url, outbox, LEDGER_USERS);
    for (const kind of ['users', 'hot'] as const) {
      const hot = kind === 'hot' ? users[0] : undefined;
      // One name for the row in every line it logs: the two SQLite passes differ only by their writer.
      const row = `ledger (${settings.kind}${options.sqliteWriter ? `, ${options.sqliteWriter}` : ''}, ${kind})`;
      const before = await settledTransferCount(settings);
      log(`${row}: warm-up ${WARMUP_SECONDS} s, then ${durationSeconds} s`);
      const warm = await load(server.url, users, hot, WARMUP_SECONDS);
      const apiPid = server.child.pid as number;
      const dbPid = options.dbPid;
      if (profileDir) process.kill(apiPid, 'SIGUSR2');
      const cpuBefore = {
        api: await cpuMicros(apiPid),
        apiThread: await threadCpuMicros(apiPid),
        db: dbPid ? await treeCpuMicros(dbPid) : 0,
      };
      const run = await load(server.url, users, hot, durationSeconds);
      if (profileDir) process.kill(apiPid, 'SIGUSR2');
      const perRequest = (micros: number) => micros / Math.max(1, run.result.requests.total);
      const apiCpuMicros = perRequest((await cpuMicros(apiPid)) - cpuBefore.api);
      const apiThreadCpuMicros = perRequest((await threadCpuMicros(apiPid)) - cpuBefore.apiThread);
      const dbCpuMicros = dbPid ? perRequest((await treeCpuMicros(dbPid)) - cpuBefore.db) : undefined;
      const acknowledged = warm.accepted + run.accepted;
      const inLedger = (await settledTransferCount(settings)) - before;
      const r = run.result;
      rows.push({
        database: settings.kind,
        sqliteWriter: options.sqliteWriter,
        load: kind,
        rps: r.requests.mean,
        p50: r.latency.p50,
        p99: r.latency.p99,
        acknowledged,
        inLedger,
        sent: warm.result.requests.sent + r.requests.sent,
        non2xx: r.non2xx + warm.result.non2xx,
        errors: r.errors + r.timeouts + warm.result.errors + warm.result.timeouts,
        badBodies: r.mismatches + warm.result.mismatches,
        auditBreaches: [],
        ok: false,
        apiCpuMicros,
        apiThreadCpuMicros,
        dbCpuMicros,
      });
      // The figure as soon as it is known: a long run can be judged (or stopped) from its log.
      log(
        `${row}: ${Math.round(r.requests.mean)}/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, API ${Math.round(apiCpuMicros)} µs a transfer`,
      );
    }
  } finally {
    await server.stop();
  }
  const breaches = await audit(settings);
  for (const row of rows) {
    row.auditBreaches = breaches;
    const heldAll = row.inLedger >= row.acknowledged && row.inLedger <= row.sent;
    row.ok = row.acknowledged > 0 && heldAll && row.non2xx + row.errors + row.badBodies === 0 && breaches.length === 0;
    if (!heldAll) row.note = `the ledger holds ${row.inLedger} transfers for ${row.acknowledged} acknowledged`;
  }
  return rows;
}

function failedRows(database: LedgerRow['database'], note: string): LedgerRow[] {
  return (['users', 'hot'] as const).map((load) => ({
    database,
    load,
    rps: Number.NaN,
    p50: Number.NaN,
    p99: Number.NaN,
    acknowledged: 0,
    inLedger: 0,
    sent: 0,
    non2xx: 0,
    errors: 0,
    badBodies: 0,
    auditBreaches: [],
    ok: false,
    note,
    apiCpuMicros: Number.NaN,
    apiThreadCpuMicros: Number.NaN,
  }));
}

export interface LedgerOptions {
  repoRoot: string;
  durationSeconds: number;
  log: (line: string) => void;
  /** BENCH_LEDGER_DATABASES: which of sqlite, postgres (default both). */
  databases: readonly ('sqlite' | 'postgres')[];
}

export async function measureLedger(options: LedgerOptions): Promise<LedgerRow[]> {
  const { repoRoot, log } = options;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-ledger-'));
  removeOnExit(dataDir);
  const rows: LedgerRow[] = [];
  const attempt = async (database: LedgerRow['database'], run: () => Promise<LedgerRow[]>) => {
    try {
      rows.push(...(await run()));
    } catch (error) {
      log(`ledger (${database}) failed: ${error instanceof Error ? error.stack : String(error)}`);
      rows.push(...failedRows(database, (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''));
    }
  };
  try {
    if (options.databases.includes('sqlite')) {
      // Both ways SQLite can run transfers, each on a fresh database (docs/decisions.md, "Ledger throughput, sixth pass").
      for (const sqliteWriter of ['API thread', 'write worker'] as const) {
        const file = sqliteWriter === 'API thread' ? 'ledger.db' : 'ledger-worker.db';
        const settings: DatabaseSettings = { kind: 'sqlite', path: path.join(dataDir, file) };
        await attempt('sqlite', () => measureDatabase({ ...options, dataDir, settings, sqliteWriter }));
      }
    }
    if (options.databases.includes('postgres')) {
      await attempt('postgres', async () => {
        log('ledger: starting PostgreSQL (scripts/with-postgres.sh)');
        const server = await startPostgres(repoRoot);
        try {
          const settings: DatabaseSettings = { kind: 'postgres', url: await createPgDatabase(server.url, 'bench') };
          const measured = await measureDatabase({ ...options, dataDir, settings, dbPid: server.pid });
          return measured.map((row) => ({ ...row, settings: server.settings }));
        } finally {
          await server.stop();
        }
      });
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}
