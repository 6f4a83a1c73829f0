import { type Holder, overlapMs, splitPool, stakingReward } from '@app/shared/stake/dividend-share';
import { STAKE_COIN } from '@app/shared/stake/stake-contracts';
import type { CoinName } from '@app/shared/wallet/coins';
import { z } from 'zod';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import type { Jobs } from '../../jobs';
import { type Leg, postTransaction, systemAccount, userAccount } from '../wallet';
import { ACCRUAL_REASON, dividendRepository as dividends } from './dividend.repository';
import { lockRepository as locks } from './lock.repository';
import { rewardRepository as rewards } from './reward.repository';
import type { StakeConfig } from './stake.config';

export const CLOSE_JOB = 'stake.close';
const ZCloseJob = z.object({ period: z.number().int().nonnegative() });
/** Holders (or locks) paid per ledger transaction: one write transaction each, so a crash loses at most one. */
export const PAY_BATCH = 500;

/** Test hooks: fail after a batch (a crash between holders). */
export interface CloseHooks {
  afterBatch?: (step: 'dividend' | 'reward', batch: number) => void;
  /** Holders or locks per batch (tests: small, to have several). */
  batchSize?: number;
}

/**
 * Closes one period (issue 17 items 3-4; docs/stake-dividend-vote.md): the durable job
 * `stake.close` (key per period, run at its end) plans the dividend once, pays the planned
 * payouts in batches and then the staking rewards in batches. Every step is idempotent: a period is
 * planned once (its row's primary key), a payout leaves `pending` once, a lock's reward of a period is
 * one row (primary key), each in the same write transaction as its ledger posting. A run that dies
 * between batches is rerun by the job runner and pays only what is left.
 */
export class PeriodCloseService {
  constructor(
    private readonly db: Db,
    private readonly config: StakeConfig,
    private readonly jobs: Jobs,
    private readonly now: () => number,
  ) {}

  registerJobs(): void {
    this.jobs.register(CLOSE_JOB, async (job) => void (await this.close(job.payload.period)), {
      payload: ZCloseJob,
      timeoutMs: 30 * 60_000,
      maxAttempts: 50,
      backoff: { baseMs: 10_000, maxMs: 60 * 60_000 },
    });
  }

  periodOf(at: number): number {
    return Math.floor(at / this.config.periodMs);
  }

  bounds(period: number): { start: number; end: number } {
    return { start: period * this.config.periodMs, end: (period + 1) * this.config.periodMs };
  }

  /** Makes sure the job that closes the period of `at` exists (in the caller's transaction; the key dedupes). */
  async schedule(trx: DbOrTrx, at: number): Promise<void> {
    const period = this.periodOf(at);
    await this.jobs.enqueue(trx, {
      kind: CLOSE_JOB,
      payload: { period },
      runAt: this.bounds(period).end,
      key: `${CLOSE_JOB}:${period}`,
    });
  }

  async close(period: number, hooks: CloseHooks = {}): Promise<{ paidHolders: number; rewardedLocks: number }> {
    const { end } = this.bounds(period);
    if (this.now() < end) throw new Error(`period ${period} is not over`);
    await this.plan(period);
    const paidHolders = await this.payDividends(period, hooks);
    const rewardedLocks = await this.payRewards(period, hooks);
    return { paidHolders, rewardedLocks };
  }

  /** A planned period and its payouts (the stake:close CLI prints it; undefined before it is planned). */
  async report(period: number) {
    const row = await dividends.period(this.db, period);
    if (!row) return undefined;
    const payouts = await dividends.payouts(this.db, period);
    return {
      period,
      start: row.startAt,
      end: row.endAt,
      coin: row.coin,
      pool: row.pool.toString(),
      weight_total: row.weightTotal.toString(),
      status: row.status,
      payouts: payouts.map((p) => ({ user_id: p.userId, weight: p.weight.toString(), amount: p.amount.toString() })),
    };
  }

  /** The holders' weights over [start, end): KTHER locked x ms locked within it, a player's locks summed. */
  async weights(db: DbOrTrx, start: number, end: number): Promise<Holder[]> {
    const byUser = new Map<number, bigint>();
    for (const lock of await locks.overlapping(db, start, end)) {
      const ms = overlapMs(lock.lockedAt, lock.unlockAt, start, end);
      byUser.set(lock.userId, (byUser.get(lock.userId) ?? 0n) + lock.amount * BigInt(ms));
    }
    return [...byUser].map(([userId, weight]) => ({ userId, weight })).sort((a, b) => a.userId - b.userId);
  }

  /**
   * The pool's revenue share of [start, end) in the dividend coin, split into what comes from the fees
   * account (a share of the fees received; never more than it holds) and from the house (a share of its
   * net win; nothing when it lost).
   */
  async accrual(db: DbOrTrx, start: number, end: number): Promise<{ fromFees: bigint; fromHouse: bigint }> {
    const coin = this.config.dividendCoin;
    const bps = BigInt(this.config.dividendShareBps);
    const fees = await dividends.accountFlow(db, 'fees', coin, start, end);
    const house = await dividends.accountFlow(db, 'house', coin, start, end);
    const feeShare = (fees.credits * bps) / 10_000n;
    const feesHeld = await dividends.systemBalance(db, 'fees', coin);
    return {
      fromFees: feeShare < feesHeld ? feeShare : feesHeld,
      fromHouse: house.net > 0n ? (house.net * bps) / 10_000n : 0n,
    };
  }

  /** Plans the period once: the accrual into the pool account, the split, the payout rows, the next job. */
  private async plan(period: number): Promise<void> {
    await writeTransaction(this.db, async (trx) => {
      if (await dividends.period(trx, period)) return;
      const { start, end } = this.bounds(period);
      const coin = this.config.dividendCoin;
      const now = this.now();
      const { fromFees, fromHouse } = await this.accrual(trx, start, end);
      const accrued = fromFees + fromHouse;
      if (accrued > 0n) {
        const legs: Leg[] = [{ account: systemAccount('dividend', coin), amount: accrued }];
        if (fromFees > 0n) legs.push({ account: systemAccount('fees', coin), amount: -fromFees });
        if (fromHouse > 0n) legs.push({ account: systemAccount('house', coin), amount: -fromHouse });
        await postTransaction(
          trx,
          {
            kind: 'credit',
            reason: ACCRUAL_REASON,
            reference: `dividend:${period}`,
            userId: null,
            counterpartyUserId: null,
          },
          legs,
          now,
        );
      }
      const carryIn = (await dividends.before(trx, period))?.carriedOut ?? 0n;
      const pool = accrued + carryIn;
      const holders = await this.weights(trx, start, end);
      const shares = splitPool(pool, holders);
      const weightTotal = holders.reduce((sum, h) => sum + h.weight, 0n);
      await dividends.insertPeriod(trx, {
        period,
        startAt: start,
        endAt: end,
        coin,
        accrued,
        carryIn,
        pool,
        weightTotal,
        holders: shares.length,
        // Nobody held: the whole pool waits in the pool account for the next period.
        carriedOut: shares.length === 0 ? pool : 0n,
        status: shares.length === 0 ? 'paid' : 'paying',
        now,
      });
      await dividends.insertPayouts(trx, period, shares);
      // The chain: each period's job schedules the next, so periods close one after another.
      await this.jobs.enqueue(trx, {
        kind: CLOSE_JOB,
        payload: { period: period + 1 },
        runAt: end + this.config.periodMs,
        key: `${CLOSE_JOB}:${period + 1}`,
      });
    });
  }

  private async payDividends(period: number, hooks: CloseHooks): Promise<number> {
    const coin = this.config.dividendCoin;
    let paid = 0;
    for (let batch = 1; ; batch++) {
      const done = await writeTransaction(this.db, async (trx) => {
        const taken = await dividends.takePending(trx, period, hooks.batchSize ?? PAY_BATCH, this.now());
        if (taken.length === 0) {
          await dividends.markPaid(trx, period, this.now());
          return 0;
        }
        const paying = taken.filter((p) => p.amount > 0n);
        if (paying.length > 0) {
          const total = paying.reduce((sum, p) => sum + p.amount, 0n);
          const posted = await postTransaction(
            trx,
            {
              kind: 'credit',
              reason: 'dividend',
              reference: `dividend:${period}:${batch}`,
              userId: null,
              counterpartyUserId: null,
            },
            [
              { account: systemAccount('dividend', coin), amount: -total },
              ...paying.map((p) => ({ account: userAccount(p.userId, coin), amount: p.amount })),
            ],
            this.now(),
          );
          await dividends.setTx(
            trx,
            period,
            paying.map((p) => p.userId),
            posted.publicId,
          );
        }
        return taken.length;
      });
      if (done === 0) return paid;
      paid += done;
      hooks.afterBatch?.('dividend', batch);
    }
  }

  private async payRewards(period: number, hooks: CloseHooks): Promise<number> {
    const { start, end } = this.bounds(period);
    const coin: CoinName = STAKE_COIN;
    let rewarded = 0;
    for (let batch = 1; ; batch++) {
      const done = await writeTransaction(this.db, async (trx) => {
        const due = await rewards.unpaid(trx, period, start, end, hooks.batchSize ?? PAY_BATCH);
        if (due.length === 0) return 0;
        const rows = due.map((lock) => ({
          lockId: lock.id,
          userId: lock.userId,
          amount: stakingReward(lock.amount, lock.aprBps, overlapMs(lock.lockedAt, lock.unlockAt, start, end)),
        }));
        const paying = rows.filter((r) => r.amount > 0n);
        let publicId = '';
        if (paying.length > 0) {
          const total = paying.reduce((sum, r) => sum + r.amount, 0n);
          publicId = (
            await postTransaction(
              trx,
              {
                kind: 'credit',
                reason: 'stake_reward',
                reference: `stake_reward:${period}:${batch}`,
                userId: null,
                counterpartyUserId: null,
              },
              [
                { account: systemAccount(this.config.rewardSource, coin), amount: -total },
                ...paying.map((r) => ({ account: userAccount(r.userId, coin), amount: r.amount })),
              ],
              this.now(),
            )
          ).publicId;
        }
        await rewards.insert(trx, rows, period, publicId, this.now());
        return due.length;
      });
      if (done === 0) return rewarded;
      rewarded += done;
      hooks.afterBatch?.('reward', batch);
    }
  }
}
