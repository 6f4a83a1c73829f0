import type { DbOrTrx } from '../../../db/types';

/** The player's brand profile (casino_player_profile) and reported actions (casino_user_action). */
export const brandProfileRepository = {
  async country(db: DbOrTrx, userId: number): Promise<string | null> {
    const row = await db
      .selectFrom('casino_player_profile')
      .select('country')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.country ?? null;
  },

  async gaClientId(db: DbOrTrx, userId: number): Promise<string | null> {
    const row = await db
      .selectFrom('casino_player_profile')
      .select('ga_client_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.ga_client_id ?? null;
  },

  /** Sets one field of the profile, creating it on first use (one upsert). */
  async set(
    db: DbOrTrx,
    userId: number,
    values: { country: string } | { ga_client_id: string },
    now: number,
  ): Promise<void> {
    await db
      .insertInto('casino_player_profile')
      .values({ user_id: userId, ...values, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
      .execute();
  },

  async insertAction(db: DbOrTrx, userId: number, action: string, params: string, now: number): Promise<void> {
    await db.insertInto('casino_user_action').values({ user_id: userId, action, params, created_at: now }).execute();
  },
};
