/**
 * BENCH_ONLY=dividend (issue 17, "the dividend job's time for 100,000 holders on each database"): a fresh
 * database of each kind, 100,000 players each with one KTHER lock over the whole period (rows written
 * straight to the tables: the part measures the job, not locking), a day of fees in the pool's coin, then
 * one run of the stake.close job's work (PeriodCloseService.close): the plan (accrual, weights, the
 * largest-remainder split, 100,000 payout rows), the payouts in batches of 500 (one ledger transaction
 * each), and the staking rewards. Reported, not asserted; the sum and the ledger audit are checked.
 */
import { loadConfig } from '../apps/api/src/config';
import { createDatabase, type DatabaseSettings } from '../apps/api/src/db/create-db';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { writeTransaction } from '../apps/api/src/db/transaction';
import type { Db } from '../apps/api/src/db/types';
import { createJobServices } from '../apps/api/src/jobs';
import { PeriodCloseService } from '../apps/api/src/modules/stake';
import { auditLedger, postTransaction, systemAccount } from '../apps/api/src/modules/wallet';
import { onFreshDatabases } from './ledger-setup';

export interface DividendRow {
  database: string;
  holders: number;
  /** The plan and every dividend batch, ms. */
  dividendMs: number;
  /** The staking rewards of the same locks, ms. */
  rewardMs: number;
  totalMs: number;
  sumMatches: boolean;
  auditBreaches: string[];
  ok: boolean;
}

const HOLDERS = Number(process.env.BENCH_DIVIDEND_HOLDERS ?? 100_000);
const DAY = 24 * 60 * 60 * 1000;
const CHUNK = 1000;

async function arrange(db: Db, period: number): Promise<void> {
  const start = period * DAY;
  for (let i = 0; i < HOLDERS; i += CHUNK) {
    const n = Math.min(CHUNK, HOLDERS - i);
    const users = await db
      .insertInto('app_user')
      .values(
        Array.from({ length: n }, (_, k) => ({
          username: `bench_div_${i + k}`,
          password_hash: null,
          phone: null,
          referrer_id: null,
          login_type: 'phone',
          invite_code: `BDIV${i + k}`,
          created_at: start,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('stake_lock')
      .values(
        users.map((u, k) => ({
          user_id: Number(u.id),
          coin: 'KTHER',
          amount: BigInt(1 + ((i + k) % 1000)) * 100_000_000n,
          days: 30,
          apr_bps: 500,
          hold_id: 0,
          locked_at: start - DAY,
          unlock_at: start + 29 * DAY,
          unlocked_at: null,
        })),
      )
      .execute();
  }
  // A day of fees in KUSDT, and the rewards budget the staking rewards are paid from.
  await writeTransaction(db, (trx) =>
    postTransaction(
      trx,
      { kind: 'credit', reason: 'bench_fees', reference: 'bench', userId: null, counterpartyUserId: null },
      [
        { account: systemAccount('issuance', 'KUSDT'), amount: -123_456_789_012n },
        { account: systemAccount('fees', 'KUSDT'), amount: 123_456_789_012n },
        { account: systemAccount('issuance', 'KTHER'), amount: -(10n ** 14n) },
        { account: systemAccount('rewards', 'KTHER'), amount: 10n ** 14n },
      ],
      start + 1000,
    ),
  );
}

async function measureOne(name: string, settings: DatabaseSettings, log: (line: string) => void): Promise<DividendRow> {
  const database = createDatabase(settings);
  try {
    await migrateToLatest(database.db);
    const period = Math.floor(Date.now() / DAY) - 2;
    log(`dividend: ${name}: arranging ${HOLDERS} holders`);
    await arrange(database.db, period);
    const now = () => (period + 1) * DAY + 1000;
    const config = loadConfig({ NODE_ENV: 'test', STAKE_DIVIDEND_COIN: 'KUSDT' });
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const { jobs } = createJobServices(database.db, config.jobs, quiet, { clock: now });
    const periods = new PeriodCloseService(database.db, config.stake, jobs, now);
    periods.registerJobs();
    log(`dividend: ${name}: closing the period`);
    const started = performance.now();
    let dividendsDone = started;
    await periods.close(period, {
      afterBatch: (step) => {
        if (step === 'dividend') dividendsDone = performance.now();
      },
    });
    const ended = performance.now();
    const report = await periods.report(period);
    const sum = (report?.payouts ?? []).reduce((s, p) => s + BigInt(p.amount), 0n);
    const breaches = (await auditLedger(database.db)).filter((c) => c.breaches > 0).map((c) => c.name);
    const row = {
      database: name,
      holders: report?.payouts.length ?? 0,
      dividendMs: dividendsDone - started,
      rewardMs: ended - dividendsDone,
      totalMs: ended - started,
      sumMatches: report !== undefined && sum === BigInt(report.pool),
      auditBreaches: breaches,
    };
    log(`dividend: ${name}: ${JSON.stringify(row)}`);
    return { ...row, ok: row.holders === HOLDERS && row.sumMatches && breaches.length === 0 };
  } finally {
    await database.close();
  }
}

export async function measureDividend(options: {
  repoRoot: string;
  log: (line: string) => void;
  databases: readonly ('sqlite' | 'postgres')[];
}): Promise<DividendRow[]> {
  return onFreshDatabases(options.repoRoot, options.databases, 'dividend', (label, settings) =>
    measureOne(label, settings, options.log),
  );
}
