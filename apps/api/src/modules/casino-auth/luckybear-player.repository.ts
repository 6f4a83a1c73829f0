import type { DbOrTrx } from '../../db/types';

/** Players registered on the casino brand (table luckybear_player). SQL only. */
export const luckybearPlayerRepository = {
  async insert(db: DbOrTrx, userId: number, country: string, now: number): Promise<void> {
    await db.insertInto('luckybear_player').values({ user_id: userId, country, registered_at: now }).execute();
  },

  async find(db: DbOrTrx, userId: number): Promise<{ country: string; registeredAt: number } | undefined> {
    const row = await db
      .selectFrom('luckybear_player')
      .select(['country', 'registered_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && { country: row.country, registeredAt: Number(row.registered_at) };
  },
};
