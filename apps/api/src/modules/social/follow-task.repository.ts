import type { DbOrTrx } from '../../db/types';

export interface FollowTaskRow {
  id: number;
  creatorId: number;
  mediaType: string;
  handle: string;
  coin: string;
  reward: bigint;
  slotCount: number;
  paidCount: number;
  expiresAt: number;
  closedAt: number | null;
  createdAt: number;
}

export interface PaidSlot {
  taskId: number;
  claimerId: number;
  claimedAt: number;
}

// biome-ignore lint/suspicious/noExplicitAny: one row mapper for selectAll() of follow_task on both drivers
function task(row: any): FollowTaskRow {
  return {
    id: Number(row.id),
    creatorId: Number(row.creator_id),
    mediaType: row.media_type,
    handle: row.handle,
    coin: row.coin,
    reward: BigInt(row.reward),
    slotCount: Number(row.slot_count),
    paidCount: Number(row.paid_count),
    expiresAt: Number(row.expires_at),
    closedAt: row.closed_at === null ? null : Number(row.closed_at),
    createdAt: Number(row.created_at),
  };
}

/** SQL of follow tasks and their reward slots (one ledger hold per slot). */
export const followTaskRepository = {
  async insert(db: DbOrTrx, t: Omit<FollowTaskRow, 'id' | 'paidCount' | 'closedAt'>): Promise<number> {
    const row = await db
      .insertInto('follow_task')
      .values({
        creator_id: t.creatorId,
        media_type: t.mediaType,
        handle: t.handle,
        coin: t.coin,
        reward: t.reward,
        slot_count: t.slotCount,
        expires_at: t.expiresAt,
        closed_at: null,
        created_at: t.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  async insertSlot(db: DbOrTrx, taskId: number, idx: number, holdId: number): Promise<void> {
    await db.insertInto('follow_slot').values({ task_id: taskId, idx, hold_id: holdId }).execute();
  },

  async byId(db: DbOrTrx, id: number): Promise<FollowTaskRow | undefined> {
    const row = await db.selectFrom('follow_task').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? task(row) : undefined;
  },

  async byCreator(db: DbOrTrx, creatorId: number, limit: number): Promise<FollowTaskRow[]> {
    const rows = await db
      .selectFrom('follow_task')
      .selectAll()
      .where('creator_id', '=', creatorId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(task);
  },

  /** Open tasks (not closed, rewards left, not expired), newest first, optionally of one network. */
  async open(db: DbOrTrx, now: number, mediaType: string | undefined, limit: number): Promise<FollowTaskRow[]> {
    let query = db
      .selectFrom('follow_task')
      .selectAll()
      .where('closed_at', 'is', null)
      .where('expires_at', '>', now)
      .where((eb) => eb('paid_count', '<', eb.ref('slot_count')));
    if (mediaType) query = query.where('media_type', '=', mediaType);
    return (await query.orderBy('id', 'desc').limit(limit).execute()).map(task);
  },

  /** The tasks among `taskIds` that paid `userId`, with when. */
  async paidTo(db: DbOrTrx, userId: number, taskIds: number[]): Promise<Map<number, number>> {
    if (taskIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('follow_slot')
      .select(['task_id', 'claimed_at'])
      .where('claimer_id', '=', userId)
      .where('task_id', 'in', taskIds)
      .execute();
    return new Map(rows.map((r) => [Number(r.task_id), Number(r.claimed_at)]));
  },

  async paidSlots(db: DbOrTrx, taskIds: number[]): Promise<PaidSlot[]> {
    if (taskIds.length === 0) return [];
    const rows = await db
      .selectFrom('follow_slot')
      .select(['task_id', 'claimer_id', 'claimed_at'])
      .where('task_id', 'in', taskIds)
      .where('claimer_id', 'is not', null)
      .orderBy('idx')
      .execute();
    return rows.map((r) => ({
      taskId: Number(r.task_id),
      claimerId: Number(r.claimer_id),
      claimedAt: Number(r.claimed_at),
    }));
  },

  /**
   * Takes the next reward's slot number: raises paid_count only while below slot_count, open and not
   * expired. The row lock queues concurrent claims (PostgreSQL re-checks the WHERE after the wait; SQLite
   * writes one at a time), so no more than slot_count claims ever pass. Undefined: none left.
   */
  async takeSlot(db: DbOrTrx, taskId: number, now: number): Promise<number | undefined> {
    const row = await db
      .updateTable('follow_task')
      .set((eb) => ({ paid_count: eb('paid_count', '+', 1) }))
      .where('id', '=', taskId)
      .where((eb) => eb('paid_count', '<', eb.ref('slot_count')))
      .where('closed_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('paid_count')
      .executeTakeFirst();
    return row ? Number(row.paid_count) - 1 : undefined;
  },

  /** Gives slot `idx` to the claimer and answers its hold. */
  async giveSlot(db: DbOrTrx, taskId: number, idx: number, userId: number, now: number): Promise<number> {
    const row = await db
      .updateTable('follow_slot')
      .set({ claimer_id: userId, claimed_at: now })
      .where('task_id', '=', taskId)
      .where('idx', '=', idx)
      .returning('hold_id')
      .executeTakeFirstOrThrow();
    return Number(row.hold_id);
  },

  /** Closes the task once: false when it was closed before (by its creator or the expiry job). */
  async close(db: DbOrTrx, taskId: number, now: number): Promise<boolean> {
    const res = await db
      .updateTable('follow_task')
      .set({ closed_at: now })
      .where('id', '=', taskId)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  async unpaidHolds(db: DbOrTrx, taskId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('follow_slot')
      .select('hold_id')
      .where('task_id', '=', taskId)
      .where('claimer_id', 'is', null)
      .execute();
    return rows.map((r) => Number(r.hold_id));
  },
};
