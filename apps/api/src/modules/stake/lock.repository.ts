import type { DbOrTrx } from '../../db/types';

export interface LockRow {
  id: number;
  userId: number;
  amount: bigint;
  days: number;
  aprBps: number;
  holdId: number;
  lockedAt: number;
  unlockAt: number;
  unlockedAt: number | null;
}

// biome-ignore lint/suspicious/noExplicitAny: one row mapper for selectAll() of stake_lock on both drivers
export function lockOf(row: any): LockRow {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    amount: BigInt(row.amount),
    days: Number(row.days),
    aprBps: Number(row.apr_bps),
    holdId: Number(row.hold_id),
    lockedAt: Number(row.locked_at),
    unlockAt: Number(row.unlock_at),
    unlockedAt: row.unlocked_at === null ? null : Number(row.unlocked_at),
  };
}

export const lockRepository = {
  async insert(
    db: DbOrTrx,
    l: {
      userId: number;
      coin: string;
      amount: bigint;
      days: number;
      aprBps: number;
      lockedAt: number;
      unlockAt: number;
    },
  ): Promise<number> {
    const row = await db
      .insertInto('stake_lock')
      .values({
        user_id: l.userId,
        coin: l.coin,
        amount: l.amount,
        days: l.days,
        apr_bps: l.aprBps,
        // The hold is made next, with this lock's id in its reference (setHold).
        hold_id: 0,
        locked_at: l.lockedAt,
        unlock_at: l.unlockAt,
        unlocked_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  async setHold(db: DbOrTrx, id: number, holdId: number): Promise<void> {
    await db.updateTable('stake_lock').set({ hold_id: holdId }).where('id', '=', id).execute();
  },

  async byId(db: DbOrTrx, id: number): Promise<LockRow | undefined> {
    const row = await db.selectFrom('stake_lock').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? lockOf(row) : undefined;
  },

  async byUser(db: DbOrTrx, userId: number, limit: number): Promise<LockRow[]> {
    const rows = await db
      .selectFrom('stake_lock')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(lockOf);
  },

  /** Locks within their term at `now` (they count for votes); one player's, or everyone's. */
  async active(db: DbOrTrx, now: number, userId?: number): Promise<LockRow[]> {
    let query = db
      .selectFrom('stake_lock')
      .selectAll()
      .where('unlock_at', '>', now)
      .where('locked_at', '<=', now)
      .where('unlocked_at', 'is', null);
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    return (await query.execute()).map(lockOf);
  },

  /** Locks whose term meets [start, end): the holders of a period (a lock counts until its term ends). */
  async overlapping(db: DbOrTrx, start: number, end: number): Promise<LockRow[]> {
    const rows = await db
      .selectFrom('stake_lock')
      .selectAll()
      .where('locked_at', '<', end)
      .where('unlock_at', '>', start)
      .orderBy('id')
      .execute();
    return rows.map(lockOf);
  },

  /** Marks the lock returned, once: false when it already was. */
  async markUnlocked(db: DbOrTrx, id: number, now: number): Promise<boolean> {
    const res = await db
      .updateTable('stake_lock')
      .set({ unlocked_at: now })
      .where('id', '=', id)
      .where('unlocked_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /** Staking rewards paid per lock (for the locks listed). */
  async rewardsOf(db: DbOrTrx, lockIds: number[]): Promise<Map<number, bigint>> {
    const out = new Map<number, bigint>();
    if (lockIds.length === 0) return out;
    const rows = await db
      .selectFrom('stake_reward')
      .select(['lock_id', (eb) => eb.fn.sum<string>('amount').as('total')])
      .where('lock_id', 'in', lockIds)
      .groupBy('lock_id')
      .execute();
    for (const row of rows) out.set(Number(row.lock_id), BigInt(row.total ?? 0));
    return out;
  },
};
