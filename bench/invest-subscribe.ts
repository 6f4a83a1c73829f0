/**
 * Invest subscriptions per second for one capped product (issue 17 item 5): 64 players signed in by
 * phone (1000 WH welcome bonus each), one product written straight into the database (cap 64,000 WH, the
 * players' whole balance, so the cap is the one hot row every subscription updates), then 64 connections,
 * each one player's `POST /invest/subscribe {amount: 1}` with a new Idempotency-Key every request (each a
 * guarded cap update, a position, a ledger hold and a job row in one transaction). Each request comes from
 * an address of its own (X-Forwarded-For; the API runs with TRUST_PROXY) so the per-address limit of 30 a
 * minute, which is not what this measures, does not answer first. SQLite and PostgreSQL, the ledger audit
 * after each. Alone: `npx tsx bench/invest-subscribe.ts [seconds]`.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { createDatabase, type DatabaseSettings } from '../apps/api/src/db/create-db';
import { CONNECTIONS } from './api';
import type { LedgerOptions } from './ledger';
import { type BenchUser, clientHeaders } from './ledger-setup';
import { measurePlayersLoad, type PlayersRow } from './players-on-databases';

const PRODUCT = 'bench-capped';

async function createProduct(settings: DatabaseSettings): Promise<void> {
  const handle = createDatabase(settings);
  try {
    const now = Date.now();
    await handle.db
      .insertInto('invest_product')
      .values({
        code: PRODUCT,
        coin: 'WH',
        term_days: 30,
        return_kind: 'annual',
        rate_bps: 1_000,
        min_units: 100,
        max_units: 100_000,
        cap_units: CONNECTIONS * 100_000,
        early_exit: 1,
        penalty_bps: 200,
        sort: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } finally {
    await handle.close();
  }
}

function subscribe(url: string, users: BenchUser[], seconds: number) {
  let connection = 0;
  let address = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/invest/subscribe',
        setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
          if (context.user === undefined) context.user = users[connection++ % users.length];
          address++;
          return {
            ...request,
            headers: {
              ...clientHeaders(context.user as BenchUser),
              'Idempotency-Key': randomUUID(),
              'X-Forwarded-For': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
            },
            body: JSON.stringify({ product: PRODUCT, amount: '1' }),
          };
        },
      },
    ],
    verifyBody: (body: string) => body.startsWith('{"code":0,'),
  } as never) as unknown as Promise<Result>;
}

export function measureInvestSubscriptions(options: LedgerOptions): Promise<PlayersRow[]> {
  return measurePlayersLoad(options, {
    name: 'invest',
    bareSubject: 'one request a subscription',
    requestsPerUnit: 1,
    subject: `POST /invest/subscribe, one capped product, ${CONNECTIONS} players`,
    prepare: async (_url, users, settings) => {
      await createProduct(settings);
      return users;
    },
    load: (url, users, seconds) => subscribe(url, users as BenchUser[], seconds),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const rows = await measureInvestSubscriptions({
    repoRoot,
    durationSeconds: Number(process.argv[2] ?? 10),
    log: (line) => process.stderr.write(`[bench] ${line}\n`),
    databases: ['sqlite', 'postgres'],
  });
  for (const r of rows) {
    const audit = r.auditBreaches.length ? `ledger:check ${r.auditBreaches.join('; ')}` : 'ledger:check clean';
    console.log(
      `| ${r.subject} | ${Math.round(r.roundsPerSecond)} /s | p50 ${r.p50} ms | p99 ${r.p99} ms | ${r.total} responses | non-2xx ${r.non2xx} · errors ${r.errors} · bad body ${r.badBodies} | ${audit} | ${r.ok ? 'OK' : 'FAIL'} |`,
    );
  }
}
