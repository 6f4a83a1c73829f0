import type { DbOrTrx } from '../../db/types';
import { type LockRow, lockOf } from './lock.repository';

export interface RewardRow {
  lockId: number;
  period: number;
  amount: bigint;
  paidAt: number;
}

export const rewardRepository = {
  /**
   * Up to `limit` locks whose term meets [start, end) and that have no reward row for `period` yet
   * (read in the write transaction that pays them; the primary key (lock_id, period) refuses a second).
   */
  async unpaid(db: DbOrTrx, period: number, start: number, end: number, limit: number): Promise<LockRow[]> {
    const rows = await db
      .selectFrom('stake_lock as l')
      .selectAll('l')
      .where('l.locked_at', '<', end)
      .where('l.unlock_at', '>', start)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('stake_reward as r')
              .select('r.lock_id')
              .whereRef('r.lock_id', '=', 'l.id')
              .where('r.period', '=', period),
          ),
        ),
      )
      .orderBy('l.id')
      .limit(limit)
      .execute();
    return rows.map(lockOf);
  },

  async insert(
    db: DbOrTrx,
    rows: { lockId: number; userId: number; amount: bigint }[],
    period: number,
    txPublicId: string,
    now: number,
  ): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto('stake_reward')
      .values(
        rows.map((r) => ({
          lock_id: r.lockId,
          period,
          user_id: r.userId,
          amount: r.amount,
          tx_public_id: txPublicId,
          paid_at: now,
        })),
      )
      .execute();
  },

  /** A player's rewards per period (all their locks together), newest first. */
  async byUser(db: DbOrTrx, userId: number, limit: number): Promise<RewardRow[]> {
    const rows = await db
      .selectFrom('stake_reward')
      .select(['period', (eb) => eb.fn.sum<string>('amount').as('amount'), (eb) => eb.fn.max('paid_at').as('paid_at')])
      .where('user_id', '=', userId)
      .groupBy('period')
      .orderBy('period', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      lockId: 0,
      period: Number(row.period),
      amount: BigInt(row.amount ?? 0),
      paidAt: Number(row.paid_at),
    }));
  },
};
