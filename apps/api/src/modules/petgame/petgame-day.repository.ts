import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';

/** A UTC day as stored: YYYY-MM-DD. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The UTC midnight after `ms`: when the day's cap starts again. */
export const nextUtcMidnight = (ms: number) => (Math.floor(ms / 86_400_000) + 1) * 86_400_000;

/** Players' earnings per UTC day (SQL only). */
export const petgameDayRepository = {
  async earned(db: DbOrTrx, userId: number, day: string): Promise<bigint> {
    const r = await db
      .selectFrom('petgame_day')
      .select('earned')
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .executeTakeFirst();
    return r ? toUnits(r.earned) : 0n;
  },

  /**
   * Adds up to `amount` to the day's earnings, never past `cap`, and answers what was added (0: the cap
   * was already reached). One UPDATE whose SET expressions all read the row before the update, so
   * `last_grant` is exactly the step `earned` took. PostgreSQL holds the row's lock to the commit and a
   * concurrent play re-reads the committed row; SQLite runs one writer at a time: the sum never passes the cap.
   */
  async grant(trx: DbOrTrx, userId: number, day: string, amount: bigint, cap: bigint): Promise<bigint> {
    await trx
      .insertInto('petgame_day')
      .values({ user_id: userId, day, earned: 0n, last_grant: 0n })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .execute();
    const next = sql<bigint>`case when earned + ${amount} > ${cap} then ${cap} else earned + ${amount} end`;
    const r = await trx
      .updateTable('petgame_day')
      .set({ earned: next, last_grant: sql<bigint>`${next} - earned` })
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .where('earned', '<', cap)
      .returning('last_grant')
      .executeTakeFirst();
    return r ? toUnits(r.last_grant) : 0n;
  },
};

/** Each pet's rest between plays (SQL only). */
export const petgameRestRepository = {
  /** Takes the pet's turn if it is not resting at `now`: false if it rests (a concurrent play took it). */
  async take(trx: DbOrTrx, petPublicId: string, now: number, nextAt: number): Promise<boolean> {
    await trx
      .insertInto('petgame_rest')
      .values({ pet_public_id: petPublicId, next_play_at: 0 })
      .onConflict((oc) => oc.column('pet_public_id').doNothing())
      .execute();
    const r = await trx
      .updateTable('petgame_rest')
      .set({ next_play_at: nextAt })
      .where('pet_public_id', '=', petPublicId)
      .where('next_play_at', '<=', now)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  async nextPlayAt(db: DbOrTrx, petPublicId: string): Promise<number> {
    const r = await db
      .selectFrom('petgame_rest')
      .select('next_play_at')
      .where('pet_public_id', '=', petPublicId)
      .executeTakeFirst();
    return r ? Number(r.next_play_at) : 0;
  },
};
