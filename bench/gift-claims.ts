/**
 * Gift-code claims over HTTP under contention for one code (issue 16, "Measure"): 100 players signed in
 * by phone and one sender, who funds codes through the API (`gift_code/create`, fixed mode, 0.01 WH a
 * claim, each claim its own ledger hold). Then 64 connections claim (`POST
 * /casino/lucky_bear/receive_gift_code`) code by code: request n is claimer n mod 100 claiming code
 * ⌊n / 100⌋, so every (player, code) pair is sent once and the 64 requests in flight all want the same
 * code (at most two at a boundary), which is the contention of a code shared in a group chat. Two loads:
 * codes of 100 claims for the 100 claimers (every claim paid), and codes of 10 claims for the 100
 * claimers (10 paid, 90 refused GIFT_CODE_EXHAUSTED: the attack case at volume). On SQLite and
 * PostgreSQL (the API in its own child process); after each database the claimed slots must equal the
 * paid answers and the ledger audit must be clean.
 */
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

/** Distinct claimers of every code: the most claims a code can have (GIFT_MAX_CLAIMS). */
export const CLAIMERS = 100;
/** Codes claimed in the warm-up and in the measured run of each load. */
const WARMUP_CODES = 5;
const MEASURED_CODES = 60;
const CLAIM_PATH = '/casino/lucky_bear/receive_gift_code';

export interface GiftLoad {
  /** What the row says about the load. */
  label: string;
  /** Claims each code was funded for. */
  claimsPerCode: number;
}

export const GIFT_LOADS: readonly GiftLoad[] = [
  { label: 'codes of 100 claims (every claim paid)', claimsPerCode: 100 },
  { label: 'codes of 10 claims (90 of 100 refused, exhausted)', claimsPerCode: 10 },
];

/** A players row (players-on-databases.ts) with the claims' own counts; req/s counts refusals too. */
export interface GiftClaimRow extends Omit<PlayersRow, 'roundsPerSecond'> {
  /** Paid claims per second of the measured run (paid ÷ its wall time). */
  claimsPerSecond: number;
  paid: number;
  refused: number;
  /** Paid claims the codes allow for the claimers who asked. */
  expectedPaid: number;
  /** Claimed slots of the measured codes in the database after the run. */
  slotsClaimed: number;
}

/** The (code, claimer) of request `serial`: code by code, each code's claimers in turn. */
export function claimAt<C, U>(serial: number, codes: readonly C[], claimers: readonly U[]): { code: C; claimer: U } {
  const code = codes[Math.floor(serial / claimers.length)];
  if (code === undefined) throw new Error(`claim ${serial} is past the ${codes.length} codes funded`);
  return { code, claimer: claimers[serial % claimers.length] as U };
}

/** A claim's answer: paid, refused because the code ran out, or anything else (a failure). */
export function claimOutcome(body: string): 'paid' | 'exhausted' | 'other' {
  if (body.startsWith('{"code":0,')) return 'paid';
  if (body.startsWith('{"code":1009,"msg":"GIFT_CODE_EXHAUSTED"')) return 'exhausted';
  return 'other';
}

/** Paid claims when `claimers` distinct players each claim every one of `codes` codes once. */
export function expectedPaid(codes: number, claimsPerCode: number, claimers: number): number {
  return codes * Math.min(claimsPerCode, claimers);
}

/** Funds `count` codes of `claimsPerCode` claims of 0.01 WH from the sender's balance. */
async function fundCodes(url: string, sender: BenchUser, count: number, claimsPerCode: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${url}/casino/lucky_bear/gift_code/create`, {
      method: 'POST',
      headers: clientHeaders(sender),
      body: JSON.stringify({ coin: 'WH', mode: 'fixed', count: claimsPerCode, amount: '0.01', expires_in_hours: 24 }),
    });
    const answer = (await res.json()) as { code: number; msg: string; data: { code: string } };
    if (answer.code !== 0) throw new Error(`gift_code/create: ${answer.code} ${answer.msg}`);
    codes.push(answer.data.code);
  }
  return codes;
}

/** Every claimer claims every code once, code by code; counts the answers by outcome. */
async function claimAll(url: string, codes: string[], claimers: BenchUser[], refusalIsOk: boolean) {
  const counts = { paid: 0, exhausted: 0 };
  let next = 0;
  const result = (await autocannon({
    url,
    connections: CONNECTIONS,
    amount: codes.length * claimers.length,
    requests: [
      {
        method: 'POST',
        path: CLAIM_PATH,
        setupRequest: (request: Record<string, unknown>) => {
          const { code, claimer } = claimAt(next++, codes, claimers);
          return { ...request, headers: clientHeaders(claimer), body: JSON.stringify({ code }) };
        },
      },
    ],
    verifyBody: (body: string) => {
      const outcome = claimOutcome(body);
      if (outcome === 'paid') counts.paid++;
      if (outcome === 'exhausted') counts.exhausted++;
      return outcome === 'paid' || (refusalIsOk && outcome === 'exhausted');
    },
  } as never)) as Result;
  return { result, ...counts };
}

/** The claimed slots of these codes in the database. */
async function claimedSlots(settings: DatabaseSettings, codes: string[]): Promise<number> {
  const handle = createDatabase(settings);
  try {
    const row = await handle.db
      .selectFrom('gift_slot')
      .innerJoin('gift_code', 'gift_code.id', 'gift_slot.gift_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('gift_code.code', 'in', codes)
      .where('gift_slot.claimer_id', 'is not', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await handle.close();
  }
}

/** Both loads on one fresh database; the audit is filled in by the caller once the API has stopped. */
async function measureDatabase(options: LedgerOptions, dataDir: string, settings: DatabaseSettings) {
  const { repoRoot, log } = options;
  const db = settings.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const outbox = path.join(dataDir, `sms-gifts-${settings.kind}.jsonl`);
  const server = await startApi(repoRoot, dataDir, {
    SMS_SENDER: 'file',
    SMS_OUTBOX_PATH: outbox,
    TRUST_PROXY: '1',
    SEED_DEMO_DATA: '1',
    ...(settings.kind === 'sqlite' ? { SQLITE_PATH: settings.path } : { DATABASE_URL: settings.url }),
  });
  const rows: GiftClaimRow[] = [];
  try {
    log(`gifts (${settings.kind}): signing in ${CLAIMERS} claimers and a sender`);
    const users = await signInUsers(server.url, outbox, CLAIMERS + 1);
    const sender = users[CLAIMERS] as BenchUser;
    const claimers = users.slice(0, CLAIMERS);
    for (const load of GIFT_LOADS) {
      const refusalIsOk = load.claimsPerCode < CLAIMERS;
      log(`gifts (${settings.kind}): funding ${WARMUP_CODES + MEASURED_CODES} ${load.label}`);
      const codes = await fundCodes(server.url, sender, WARMUP_CODES + MEASURED_CODES, load.claimsPerCode);
      const measured = codes.slice(WARMUP_CODES);
      log(
        `gifts (${settings.kind}): warm-up ${WARMUP_CODES} codes, then ${MEASURED_CODES} codes × ${CLAIMERS} claimers`,
      );
      await claimAll(server.url, codes.slice(0, WARMUP_CODES), claimers, refusalIsOk);
      const run = await claimAll(server.url, measured, claimers, refusalIsOk);
      const r = run.result;
      const expected = expectedPaid(MEASURED_CODES, load.claimsPerCode, CLAIMERS);
      const slotsClaimed = await claimedSlots(settings, measured);
      const errors = r.errors + r.timeouts;
      const exact = run.paid === expected && slotsClaimed === expected;
      rows.push({
        subject: `${db} · POST ${CLAIM_PATH}, ${CLAIMERS} players × ${MEASURED_CODES} ${load.label}`,
        claimsPerSecond: run.paid / r.duration,
        rps: r.requests.total / r.duration,
        p50: r.latency.p50,
        p99: r.latency.p99,
        total: r.requests.total,
        paid: run.paid,
        refused: run.exhausted,
        expectedPaid: expected,
        slotsClaimed,
        non2xx: r.non2xx,
        errors,
        badBodies: r.mismatches,
        auditBreaches: [],
        ok: exact && r.requests.total === MEASURED_CODES * CLAIMERS && r.non2xx + errors + r.mismatches === 0,
        ...(exact ? {} : { note: `${run.paid} paid answers and ${slotsClaimed} claimed slots for ${expected}` }),
      });
    }
  } finally {
    await server.stop();
  }
  return rows;
}

export async function measureGiftClaims(options: LedgerOptions): Promise<GiftClaimRow[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-gifts-'));
  removeOnExit(dataDir);
  const rows: GiftClaimRow[] = [];
  const measure = async (settings: DatabaseSettings) => {
    const measured = await measureDatabase(options, dataDir, settings);
    const breaches = await audit(settings);
    for (const row of measured) rows.push({ ...row, auditBreaches: breaches, ok: row.ok && breaches.length === 0 });
  };
  try {
    if (options.databases.includes('sqlite')) await measure({ kind: 'sqlite', path: path.join(dataDir, 'gifts.db') });
    if (options.databases.includes('postgres')) {
      const server = await startPostgres(options.repoRoot);
      try {
        await measure({ kind: 'postgres', url: await createPgDatabase(server.url, 'bench_gifts') });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}
