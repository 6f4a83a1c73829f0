/**
 * Market purchases over HTTP under contention for each listing (issue 17, "Measure": market purchases
 * per second under contention for one listing). 60 sellers signed in by phone each draw a pet (50 HAPPY
 * of their 500 welcome HAPPY) and list it at 1 HAPPY (`/market/list`); 100 buyers then buy listing by
 * listing: request n is buyer n mod 100 buying listing ⌊n / 20⌋ with a key of its own, so 20 buyers want
 * each listing and the 64 connections in flight are on about three listings at once. One answer per
 * listing is a sale; the other 19 are refused 1241 (MARKET_LISTING_CLOSED) and pay nothing. On SQLite and
 * PostgreSQL (the API in its own child process); after each database every measured listing must be sold
 * exactly once, the sales must equal the paid answers, and the ledger audit must be clean.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { createDatabase, type DatabaseSettings } from '../apps/api/src/db/create-db';
import { CONNECTIONS, startApi } from './api';
import { audit, type LedgerOptions } from './ledger';
import { type BenchUser, clientHeaders, createPgDatabase, signInUsers, startPostgres } from './ledger-setup';
import type { PlayersRow } from './players-on-databases';
import { removeOnExit } from './proc';

export const MARKET_BUYERS = 100;
/** Buyers sent at each listing: one wins, the rest are refused. */
export const BUYERS_PER_LISTING = 20;
const WARMUP_LISTINGS = 5;
const MEASURED_LISTINGS = 55;
const BUY_PATH = '/market/buy';

export interface MarketRow extends Omit<PlayersRow, 'roundsPerSecond'> {
  /** Sales per second of the measured run (sold ÷ its wall time). */
  purchasesPerSecond: number;
  sold: number;
  refused: number;
  /** Listings of the measured run sold in the database afterwards. */
  listingsSold: number;
}

/** A buy's answer: the sale, refused because another buyer was first, or anything else (a failure). */
export function buyOutcome(body: string): 'sold' | 'closed' | 'other' {
  if (body.startsWith('{"code":0,')) return 'sold';
  if (body.startsWith('{"code":1241,')) return 'closed';
  return 'other';
}

/** Each buyer from an address of its own: the trade calls have a per-address budget (30 a minute). */
const buyerHeaders = (buyer: BenchUser, i: number) => ({
  ...clientHeaders(buyer),
  'X-Forwarded-For': `10.78.${i >> 8}.${i & 255}`,
});

async function post(url: string, route: string, user: BenchUser, i: number, body: object) {
  const res = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { ...clientHeaders(user), 'X-Forwarded-For': `10.79.${i >> 8}.${i & 255}` },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
  if (answer.code !== 0) throw new Error(`${route}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** Each seller draws a pet and lists it at 1 HAPPY; answers the listing ids in order. */
async function openListings(url: string, sellers: BenchUser[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, seller] of sellers.entries()) {
    const pet = await post(url, '/pet/draw', seller, i, { request_id: randomUUID() });
    const listed = await post(url, '/market/list', seller, i, { pet_id: pet.pet_id, price: '1' });
    ids.push(listed.listing_id as number);
  }
  return ids;
}

async function buyAll(url: string, listings: number[], buyers: BenchUser[]) {
  const counts = { sold: 0, closed: 0 };
  let next = 0;
  const result = (await autocannon({
    url,
    connections: CONNECTIONS,
    amount: listings.length * BUYERS_PER_LISTING,
    requests: [
      {
        method: 'POST',
        path: BUY_PATH,
        setupRequest: (request: Record<string, unknown>) => {
          const n = next++;
          const listing = listings[Math.floor(n / BUYERS_PER_LISTING)];
          const b = n % buyers.length;
          return {
            ...request,
            headers: buyerHeaders(buyers[b] as BenchUser, b),
            body: JSON.stringify({ listing_id: listing, request_id: randomUUID() }),
          };
        },
      },
    ],
    verifyBody: (body: string) => {
      const outcome = buyOutcome(body);
      if (outcome === 'sold') counts.sold++;
      if (outcome === 'closed') counts.closed++;
      return outcome !== 'other';
    },
  } as never)) as Result;
  return { result, ...counts };
}

async function soldCount(settings: DatabaseSettings, ids: number[]): Promise<number> {
  const handle = createDatabase(settings);
  try {
    const row = await handle.db
      .selectFrom('market_listing')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('id', 'in', ids)
      .where('status', '=', 'sold')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await handle.close();
  }
}

async function measureDatabase(options: LedgerOptions, dataDir: string, settings: DatabaseSettings) {
  const { repoRoot, log } = options;
  const db = settings.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const outbox = path.join(dataDir, `sms-market-${settings.kind}.jsonl`);
  const server = await startApi(repoRoot, dataDir, {
    SMS_SENDER: 'file',
    SMS_OUTBOX_PATH: outbox,
    TRUST_PROXY: '1',
    SEED_DEMO_DATA: '1',
    ...(settings.kind === 'sqlite' ? { SQLITE_PATH: settings.path } : { DATABASE_URL: settings.url }),
  });
  try {
    const sellerCount = WARMUP_LISTINGS + MEASURED_LISTINGS;
    log(`market (${settings.kind}): signing in ${MARKET_BUYERS} buyers and ${sellerCount} sellers`);
    const users = await signInUsers(server.url, outbox, MARKET_BUYERS + sellerCount);
    const buyers = users.slice(0, MARKET_BUYERS);
    log(`market (${settings.kind}): ${sellerCount} pets drawn and listed`);
    const ids = await openListings(server.url, users.slice(MARKET_BUYERS));
    const measured = ids.slice(WARMUP_LISTINGS);
    log(`market (${settings.kind}): warm-up, then ${MEASURED_LISTINGS} listings × ${BUYERS_PER_LISTING} buyers`);
    await buyAll(server.url, ids.slice(0, WARMUP_LISTINGS), buyers);
    const run = await buyAll(server.url, measured, buyers);
    const r = run.result;
    const listingsSold = await soldCount(settings, measured);
    const errors = r.errors + r.timeouts;
    const exact = run.sold === MEASURED_LISTINGS && listingsSold === MEASURED_LISTINGS;
    const row: MarketRow = {
      subject: `${db} · POST ${BUY_PATH}, ${MEASURED_LISTINGS} listings × ${BUYERS_PER_LISTING} of ${MARKET_BUYERS} buyers each (1 sale, ${BUYERS_PER_LISTING - 1} refused)`,
      purchasesPerSecond: run.sold / r.duration,
      rps: r.requests.total / r.duration,
      p50: r.latency.p50,
      p99: r.latency.p99,
      total: r.requests.total,
      sold: run.sold,
      refused: run.closed,
      listingsSold,
      non2xx: r.non2xx,
      errors,
      badBodies: r.mismatches,
      auditBreaches: [],
      ok: exact && r.non2xx + errors + r.mismatches === 0,
      ...(exact
        ? {}
        : { note: `${run.sold} sales answered and ${listingsSold} listings sold for ${MEASURED_LISTINGS}` }),
    };
    return row;
  } finally {
    await server.stop();
  }
}

export async function measureMarketPurchases(options: LedgerOptions): Promise<MarketRow[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-market-'));
  removeOnExit(dataDir);
  const rows: MarketRow[] = [];
  const measure = async (settings: DatabaseSettings) => {
    const row = await measureDatabase(options, dataDir, settings);
    const breaches = await audit(settings);
    rows.push({ ...row, auditBreaches: breaches, ok: row.ok && breaches.length === 0 });
  };
  try {
    if (options.databases.includes('sqlite')) await measure({ kind: 'sqlite', path: path.join(dataDir, 'market.db') });
    if (options.databases.includes('postgres')) {
      const server = await startPostgres(options.repoRoot);
      try {
        await measure({ kind: 'postgres', url: await createPgDatabase(server.url, 'bench_market') });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}
