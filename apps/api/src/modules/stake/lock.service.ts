import { BodyCode, formatUnits } from '@app/shared';
import { STAKE_COIN } from '@app/shared/stake/stake-contracts';
import { COINS } from '@app/shared/wallet/coins';
import { z } from 'zod';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import type { Jobs } from '../../jobs';
import { ApiError, invalidField } from '../../lib/api-error';
import { type LockRow, lockRepository as locks } from './lock.repository';
import type { StakeConfig } from './stake.config';
import type { StakePorts } from './stake-ports';

export const UNLOCK_JOB = 'stake.unlock';
const DAY = 24 * 60 * 60 * 1000;
/**
 * The wallet's own hold expiry is only a backstop: the unlock job returns the lock at its term. A year
 * after the term the wallet would return it anyway, so no KTHER can stay held forever.
 */
const HOLD_GRACE_MS = 365 * DAY;
const MY_LOCKS_LIMIT = 100;
const ZUnlockJob = z.object({ lockId: z.number().int().positive() });
const KTHER = STAKE_COIN;

/**
 * KTHER locks (issue 17 item 3): a lock is a wallet hold for one of the configured terms; it counts
 * for votes, the dividend share and staking rewards until its term ends, when the unlock job (or the
 * player, whichever is first) voids the hold back to the player, once.
 */
export class LockService {
  constructor(
    private readonly db: Db,
    private readonly config: StakeConfig,
    private readonly ports: StakePorts,
    private readonly jobs: Jobs,
    private readonly now: () => number,
    /** Called in each lock's transaction: makes sure the period's dividend job exists. */
    private readonly onLocked: (trx: DbOrTrx, now: number) => Promise<void>,
  ) {}

  registerJobs(): void {
    this.jobs.register(UNLOCK_JOB, async (job) => void (await this.release(job.payload.lockId)), {
      payload: ZUnlockJob,
      timeoutMs: 30_000,
      maxAttempts: 20,
    });
  }

  async lock(userId: number, amountText: string, days: number) {
    const option = this.config.options.find((o) => o.days === days);
    if (!option)
      throw invalidField('days', `is not a term on offer (${this.config.options.map((o) => o.days).join(', ')})`);
    const amount = this.ports.amountOf(amountText, KTHER);
    const now = this.now();
    const unlockAt = now + days * DAY;
    const lock = await writeTransaction(this.db, async (trx) => {
      const id = await locks.insert(trx, {
        userId,
        coin: KTHER,
        amount,
        days,
        aprBps: option.aprBps,
        lockedAt: now,
        unlockAt,
      });
      const holdId = await this.ports.hold(trx, {
        userId,
        coin: KTHER,
        amount,
        reference: `stake:${id}`,
        ttlMs: unlockAt - now + HOLD_GRACE_MS,
      });
      await locks.setHold(trx, id, holdId);
      await this.jobs.enqueue(trx, {
        kind: UNLOCK_JOB,
        payload: { lockId: id },
        runAt: unlockAt,
        key: `${UNLOCK_JOB}:${id}`,
      });
      await this.onLocked(trx, now);
      return (await locks.byId(trx, id)) as LockRow;
    });
    return this.view(lock, 0n);
  }

  /** The player takes back a lock whose term is over (the job does it at the term anyway). */
  async unlock(userId: number, lockId: number) {
    const lock = await writeTransaction(this.db, async (trx) => {
      const lock = await locks.byId(trx, lockId);
      if (!lock || lock.userId !== userId)
        throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such lock', { field: 'lock_id' });
      if (lock.unlockedAt !== null) throw new ApiError(BodyCode.STAKE_LOCK_UNLOCKED, 'This lock was already unlocked');
      if (lock.unlockAt > this.now()) {
        throw new ApiError(BodyCode.STAKE_LOCK_NOT_DUE, 'This lock’s term is not over yet', {
          unlock_at: lock.unlockAt,
        });
      }
      await this.returnHold(trx, lock);
      return (await locks.byId(trx, lockId)) as LockRow;
    });
    return this.view(lock, (await locks.rewardsOf(this.db, [lockId])).get(lockId) ?? 0n);
  }

  /** The unlock job: the lock's KTHER back at its term, once (unlocked_at and the hold's status guard it). */
  async release(lockId: number): Promise<boolean> {
    return writeTransaction(this.db, async (trx) => {
      const lock = await locks.byId(trx, lockId);
      if (!lock || lock.unlockedAt !== null || lock.unlockAt > this.now()) return false;
      return this.returnHold(trx, lock);
    });
  }

  async mine(userId: number) {
    const list = await locks.byUser(this.db, userId, MY_LOCKS_LIMIT);
    const rewards = await locks.rewardsOf(
      this.db,
      list.map((l) => l.id),
    );
    const views = list.map((l) => this.view(l, rewards.get(l.id) ?? 0n));
    const locked = list.filter((l) => this.state(l) === 'locked').reduce((sum, l) => sum + l.amount, 0n);
    return {
      coin: KTHER,
      options: this.config.options.map((o) => ({ days: o.days, apr_bps: o.aprBps })),
      locked: this.format(locked),
      available: this.format(await this.ports.balance(this.db, userId, KTHER)),
      locks: views,
    };
  }

  private async returnHold(trx: DbOrTrx, lock: LockRow): Promise<boolean> {
    if (!(await locks.markUnlocked(trx, lock.id, this.now()))) return false;
    // False only when the wallet's backstop expiry already returned it: the KTHER is back either way.
    await this.ports.voidHold(trx, lock.holdId);
    return true;
  }

  private state(lock: LockRow): 'locked' | 'due' | 'unlocked' {
    if (lock.unlockedAt !== null) return 'unlocked';
    return lock.unlockAt > this.now() ? 'locked' : 'due';
  }

  private view(lock: LockRow, rewards: bigint) {
    return {
      id: lock.id,
      amount: this.format(lock.amount),
      days: lock.days,
      apr_bps: lock.aprBps,
      locked_at: lock.lockedAt,
      unlock_at: lock.unlockAt,
      state: this.state(lock),
      unlocked_at: lock.unlockedAt,
      rewards: this.format(rewards),
    };
  }

  private format(units: bigint): string {
    return formatUnits(units, COINS[KTHER].decimals);
  }
}
