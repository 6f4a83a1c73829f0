import type { DbOrTrx } from '../../db/types';

/** Blocks between players: SQL only. */
export const blockRepository = {
  async isBlocked(db: DbOrTrx, blockerId: number, blockedId: number): Promise<boolean> {
    const row = await db
      .selectFrom('message_block')
      .select('blocker_id')
      .where('blocker_id', '=', blockerId)
      .where('blocked_id', '=', blockedId)
      .executeTakeFirst();
    return row !== undefined;
  },

  async block(trx: DbOrTrx, blockerId: number, blockedId: number, now: number): Promise<void> {
    await trx
      .insertInto('message_block')
      .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
      .onConflict((c) => c.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
  },

  async unblock(trx: DbOrTrx, blockerId: number, blockedId: number): Promise<void> {
    await trx
      .deleteFrom('message_block')
      .where('blocker_id', '=', blockerId)
      .where('blocked_id', '=', blockedId)
      .execute();
  },

  /** Which of `ids` `blockerId` has blocked. */
  async blockedAmong(db: DbOrTrx, blockerId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .selectFrom('message_block')
      .select('blocked_id')
      .where('blocker_id', '=', blockerId)
      .where('blocked_id', 'in', [...ids])
      .execute();
    return new Set(rows.map((r) => Number(r.blocked_id)));
  },
};
