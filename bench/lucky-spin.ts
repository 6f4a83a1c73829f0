/**
 * Lucky spins over HTTP (issue 13): 64 players signed in by phone, each given 10,000,000 spin chances
 * (one grant row written straight into the database, as an operator's grant would be), then 64
 * connections spin, each one player's `POST /casino/lucky_bear/lucky_spin` with no key (every request a
 * new spin: a fair round, a weighted pick, the prize paid through the ledger, the draw recorded). On
 * SQLite and PostgreSQL (the API in its own child process), beside the bare Fastify route of the same
 * run; the ledger audit after each database's run must be clean.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { createDatabase, type DatabaseSettings } from '../apps/api/src/db/create-db';
import { CONNECTIONS, startApi, startBare, WARMUP_SECONDS } from './api';
import { type GamesOptions, type GamesRow, toRow } from './games';
import { audit } from './ledger';
import { type BenchUser, clientHeaders, createPgDatabase, signInUsers, startPostgres } from './ledger-setup';
import { removeOnExit } from './proc';

const CHANCES = 10_000_000;

/** Gives every bench player a large grant of lucky-spin chances (source 'bench'). */
async function grantChances(settings: DatabaseSettings, users: BenchUser[]): Promise<void> {
  const handle = createDatabase(settings);
  try {
    await handle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('lucky_chance_grant')
        .values(
          users.map((u) => ({
            user_id: u.id,
            game: 'lucky_spin',
            source: 'bench',
            source_id: 'bench',
            chances: CHANCES,
            created_at: Date.now(),
          })),
        )
        .execute();
      await trx
        .insertInto('lucky_chance_tally')
        .values(users.map((u) => ({ user_id: u.id, game: 'lucky_spin', granted: CHANCES, used: 0 })))
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'game'])
            .doUpdateSet((eb) => ({ granted: eb('lucky_chance_tally.granted', '+', CHANCES) })),
        )
        .execute();
    });
  } finally {
    await handle.close();
  }
}

/** One autocannon run of spins; each connection spins as one player. */
function spin(url: string, users: BenchUser[], seconds: number) {
  let connection = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/casino/lucky_bear/lucky_spin',
        setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
          if (context.user === undefined) context.user = users[connection++ % users.length];
          return { ...request, headers: clientHeaders(context.user as BenchUser), body: '{}' };
        },
      },
    ],
    verifyBody: (body: string) => body.startsWith('{"code":0,'),
  } as never) as unknown as Promise<Result>;
}

async function measureDatabase(
  repoRoot: string,
  dataDir: string,
  settings: DatabaseSettings,
  seconds: number,
  log: (l: string) => void,
) {
  const outbox = path.join(dataDir, `sms-lucky-${settings.kind}.jsonl`);
  const server = await startApi(repoRoot, dataDir, {
    SMS_SENDER: 'file',
    SMS_OUTBOX_PATH: outbox,
    TRUST_PROXY: '1',
    SEED_DEMO_DATA: '1',
    ...(settings.kind === 'sqlite' ? { SQLITE_PATH: settings.path } : { DATABASE_URL: settings.url }),
  });
  try {
    log(`lucky spin (${settings.kind}): signing in ${CONNECTIONS} players, granting chances`);
    const users = await signInUsers(server.url, outbox, CONNECTIONS);
    await grantChances(settings, users);
    log(`lucky spin (${settings.kind}): warm-up ${WARMUP_SECONDS} s, then ${seconds} s`);
    await spin(server.url, users, WARMUP_SECONDS);
    const run = await spin(server.url, users, seconds);
    const db = settings.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    return { run, subject: `${db} · POST /casino/lucky_bear/lucky_spin, 64 players` };
  } finally {
    await server.stop();
  }
}

export async function measureLuckySpins(options: GamesOptions): Promise<GamesRow[]> {
  const { repoRoot, durationSeconds, log } = options;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lucky-'));
  removeOnExit(dataDir);
  const rows: GamesRow[] = [];
  try {
    const bare = await startBare(repoRoot);
    try {
      const r = (await autocannon({
        url: `${bare.url}/`,
        connections: CONNECTIONS,
        duration: durationSeconds,
      } as never)) as Result;
      rows.push(toRow('GET / (bare Fastify), one request a spin', r, r.requests.mean, []));
    } finally {
      await bare.stop();
    }
    const measure = async (settings: DatabaseSettings) => {
      const { run, subject } = await measureDatabase(repoRoot, dataDir, settings, durationSeconds, log);
      rows.push(toRow(subject, run, run.requests.mean, await audit(settings)));
    };
    if (options.databases.includes('sqlite')) await measure({ kind: 'sqlite', path: path.join(dataDir, 'lucky.db') });
    if (options.databases.includes('postgres')) {
      const server = await startPostgres(repoRoot);
      try {
        await measure({ kind: 'postgres', url: await createPgDatabase(server.url, 'bench_lucky') });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}
