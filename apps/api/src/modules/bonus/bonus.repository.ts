import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';

export interface LockedBonus {
  id: number;
  publicId: string;
  userId: number;
  coin: string;
  amount: bigint;
  wagerRequired: bigint;
  source: string;
  sourceId: string;
  holdId: number;
  status: 'locked' | 'unlocked';
  createdAt: number;
  unlockedAt: number | null;
}

// biome-ignore lint/suspicious/noExplicitAny: a raw row of locked_bonus, typed by the table declaration
function toBonus(r: any): LockedBonus {
  return {
    id: Number(r.id),
    publicId: r.public_id,
    userId: Number(r.user_id),
    coin: r.coin,
    amount: toUnits(r.amount),
    wagerRequired: toUnits(r.wager_required),
    source: r.source,
    sourceId: r.source_id,
    holdId: Number(r.hold_id),
    status: r.status,
    createdAt: Number(r.created_at),
    unlockedAt: r.unlocked_at === null ? null : Number(r.unlocked_at),
  };
}

/** The locked_bonus table. */
export const bonusRepository = {
  async insert(db: DbOrTrx, b: Omit<LockedBonus, 'id' | 'status' | 'unlockedAt'>): Promise<number> {
    const row = await db
      .insertInto('locked_bonus')
      .values({
        public_id: b.publicId,
        user_id: b.userId,
        coin: b.coin,
        amount: b.amount,
        wager_required: b.wagerRequired,
        source: b.source,
        source_id: b.sourceId,
        hold_id: b.holdId,
        status: 'locked',
        created_at: b.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  async bySource(db: DbOrTrx, source: string, sourceId: string): Promise<LockedBonus | undefined> {
    const row = await db
      .selectFrom('locked_bonus')
      .selectAll()
      .where('source', '=', source)
      .where('source_id', '=', sourceId)
      .executeTakeFirst();
    return row && toBonus(row);
  },

  /** A player's bonus by the id they see (another player's is not found). */
  async mine(db: DbOrTrx, userId: number, publicId: string): Promise<LockedBonus | undefined> {
    const row = await db
      .selectFrom('locked_bonus')
      .selectAll()
      .where('user_id', '=', userId)
      .where('public_id', '=', publicId)
      .executeTakeFirst();
    return row && toBonus(row);
  },

  async list(db: DbOrTrx, userId: number, coin?: string): Promise<LockedBonus[]> {
    let query = db.selectFrom('locked_bonus').selectAll().where('user_id', '=', userId);
    if (coin !== undefined) query = query.where('coin', '=', coin);
    return (await query.orderBy('id', 'desc').execute()).map(toBonus);
  },

  /** locked -> unlocked in one statement: of two unlocks at once only one changes the row. */
  async markUnlocked(db: DbOrTrx, id: number, now: number): Promise<boolean> {
    const result = await db
      .updateTable('locked_bonus')
      .set({ status: 'unlocked', unlocked_at: now })
      .where('id', '=', id)
      .where('status', '=', 'locked')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
