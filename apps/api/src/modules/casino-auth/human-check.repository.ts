import type { DbOrTrx } from '../../db/types';

/** Human check passes and used challenges (tables human_check_pass, human_check_used). SQL only. */
export const humanCheckRepository = {
  /** Uses a challenge up; a second use of it meets the primary key (the caller turns that into 1091). */
  async useChallenge(db: DbOrTrx, challenge: string, now: number, expiresAt: number): Promise<void> {
    if (Math.random() < 0.02) await db.deleteFrom('human_check_used').where('expires_at', '<', now).execute();
    await db.insertInto('human_check_used').values({ challenge, used_at: now, expires_at: expiresAt }).execute();
  },

  async recordPass(db: DbOrTrx, userId: number, purpose: string, now: number, expiresAt: number): Promise<void> {
    await db
      .insertInto('human_check_pass')
      .values({ user_id: userId, purpose, passed_at: now, expires_at: expiresAt })
      .onConflict((oc) => oc.columns(['user_id', 'purpose']).doUpdateSet({ passed_at: now, expires_at: expiresAt }))
      .execute();
  },

  async passes(db: DbOrTrx, userId: number): Promise<{ purpose: string; expiresAt: number }[]> {
    const rows = await db
      .selectFrom('human_check_pass')
      .select(['purpose', 'expires_at'])
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => ({ purpose: r.purpose, expiresAt: Number(r.expires_at) }));
  },
};
