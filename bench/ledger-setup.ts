/**
 * What the ledger bench stands on: a throwaway PostgreSQL server (scripts/with-postgres.sh, made
 * durable again) and users signed in by phone through the API's own calls, so that their welcome
 * bonus is posted by the ledger like any other money.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseSettings } from '../apps/api/src/db/create-db';

export interface Postgres {
  /** Admin URL (superuser, database `postgres`). */
  url: string;
  stop: () => Promise<void>;
  /** The version, fsync and synchronous_commit, for the report. */
  settings: string;
  /** The postmaster's pid (its backends are its children): the bench reads their CPU time. */
  pid: number;
}

/**
 * Runs scripts/with-postgres.sh around a `cat` that waits on our stdin: closing stdin (or this process
 * dying, which closes it too) ends `cat`, and the script's trap stops the server and deletes its data.
 * The script starts the server with fsync off (right for tests; a command-line setting, so ALTER SYSTEM
 * cannot turn it back on): the report says so next to the figures.
 */
export async function startPostgres(repoRoot: string): Promise<Postgres> {
  const child: ChildProcess = spawn(
    'bash',
    [path.join(repoRoot, 'scripts/with-postgres.sh'), 'sh', '-c', 'echo "url=$TEST_DATABASE_URL"; exec cat >/dev/null'],
    { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /^url=(\S+)$/m.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`with-postgres.sh exited (${code}): ${output.slice(-400)}`)));
  });
  const stop = async () => {
    child.stdin?.end();
    await exited;
  };
  try {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const settings = await admin.query<{ name: string; setting: string }>(
      "select name, setting from pg_settings where name in ('fsync', 'synchronous_commit') order by name",
    );
    const version = (await admin.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v;
    const backend = (await admin.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
    // The backend's parent is the postmaster (/proc/<pid>/stat: "pid (comm) state ppid ...").
    const stat = await readFile(`/proc/${backend}/stat`, 'utf8');
    const pid = Number(stat.split(') ')[1]?.split(' ')[1]);
    await admin.end();
    const flags = settings.rows.map((r) => `${r.name}=${r.setting}`).join(' ');
    return { url, stop, settings: `${version?.split(' ')[0] ?? '?'}, ${flags}`, pid };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A new empty database on the server; answers its URL. */
export async function createPgDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface BenchUser {
  id: number;
  secret: string;
}

/** The headers every call of the h5 client carries (the common headers of spec 7). */
export function clientHeaders(user?: BenchUser): Record<string, string> {
  return {
    'content-type': 'application/json',
    'User-Id': String(user?.id ?? 0),
    'User-Secret-Key': user?.secret ?? '',
    'Xb-Language': 'vi-VN',
    'Country-Code': 'vn',
    TS: String(Math.floor(Date.now() / 1000)),
    NONCE: 'b3nch',
    PLATFORM: 'h5',
    'APP-VER': '1.0.0',
  };
}

async function call(base: string, route: string, body: object, headers: Record<string, string>) {
  const res = await fetch(`${base}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const envelope = (await res.json()) as { code: number; msg: string; data: unknown };
  if (envelope.code !== 0) throw new Error(`${route}: ${res.status} ${JSON.stringify(envelope).slice(0, 200)}`);
  return envelope.data;
}

async function inParallel<T>(items: T[], workers: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index] as T, index);
      }
    }),
  );
}

/**
 * Signs `count` users in by phone (send code, read it from the file SMS outbox, sign in), each from an
 * address of its own (the API runs with TRUST_PROXY, the code limits are per address). Registration
 * credits the welcome bonus through postTransaction.
 */
export async function signInUsers(base: string, outbox: string, count: number): Promise<BenchUser[]> {
  const phones = Array.from({ length: count }, (_, i) => `93${String(i).padStart(7, '0')}`);
  const address = (i: number) => ({ 'X-Forwarded-For': `10.77.${i >> 8}.${i & 255}` });
  await inParallel(phones, 16, async (phone, i) => {
    await call(base, '/user/send_otp_via_phone', { country_code: '+84', phone }, { ...clientHeaders(), ...address(i) });
  });
  const codes = new Map<string, string>();
  for (const line of (await readFile(outbox, 'utf8')).split('\n').filter(Boolean)) {
    const message = JSON.parse(line) as { phone: string; code: string };
    codes.set(message.phone, message.code);
  }
  const users: BenchUser[] = new Array(count);
  await inParallel(phones, 16, async (phone, i) => {
    const body = { country_code: '+84', phone, code: codes.get(`+84${phone}`) };
    const login = (await call(base, '/user/register_or_login_by_phone', body, {
      ...clientHeaders(),
      ...address(i),
    })) as { user_id: number; user_secret_key: string };
    users[i] = { id: login.user_id, secret: login.user_secret_key };
  });
  return users;
}

/**
 * Runs `measure` once per database asked for, each on a fresh one: SQLite in a temp dir, PostgreSQL as a
 * new database of a server started for it (both removed after). The parts that measure a job or a query
 * without HTTP (dividend, search) share it.
 */
export async function onFreshDatabases<Row>(
  repoRoot: string,
  databases: readonly ('sqlite' | 'postgres')[],
  name: string,
  measure: (label: string, settings: DatabaseSettings) => Promise<Row>,
): Promise<Row[]> {
  const rows: Row[] = [];
  if (databases.includes('sqlite')) {
    const dir = await mkdtemp(path.join(os.tmpdir(), `bench-${name}-`));
    try {
      rows.push(await measure('SQLite', { kind: 'sqlite', path: path.join(dir, 'api.db') }));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  if (databases.includes('postgres')) {
    const pg = await startPostgres(repoRoot);
    try {
      const url = await createPgDatabase(pg.url, `bench_${name}`);
      rows.push(await measure(`PostgreSQL (${pg.settings})`, { kind: 'postgres', url }));
    } finally {
      await pg.stop();
    }
  }
  return rows;
}
