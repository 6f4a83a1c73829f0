import type { DbOrTrx } from '../../../db/types';

/**
 * The init data that signed in (table used_init_data), each with the session it issued. SQL only.
 * A claim holds while its session is live; once that session ended (logout, 1004, idle), the same
 * init data may sign in again, as the messenger's 1004 recovery reloads with it (spec 8.3).
 */
export const usedInitDataRepository = {
  /** Whether this init data issued a session that is still live (ended_at unset, used since idleSince). */
  async heldByLiveSession(db: DbOrTrx, proof: string, now: number, idleSince: number): Promise<boolean> {
    const row = await db
      .selectFrom('used_init_data as c')
      .innerJoin('user_session as s', 's.id', 'c.session_id')
      .select('c.proof')
      .where('c.proof', '=', proof)
      .where('c.expires_at', '>=', now)
      .where('s.ended_at', 'is', null)
      .where('s.last_used_at', '>', idleSince)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Whether this proof was claimed and its claim has not run out (login widget data: used once, full stop). */
  async claimed(db: DbOrTrx, proof: string, now: number): Promise<boolean> {
    const row = await db
      .selectFrom('used_init_data')
      .select('proof')
      .where('proof', '=', proof)
      .where('expires_at', '>=', now)
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Claims an init data for this sign-in: a dead claim is replaced. Two concurrent claims of one
   * proof meet on the primary key, and the loser's unique violation refuses its sign-in. Claims past
   * their validity are cleared now and then, as the nonces of signed requests are.
   */
  async claim(db: DbOrTrx, proof: string, tgUserId: number, expiresAt: number, now: number): Promise<void> {
    if (Math.random() < 0.01) await db.deleteFrom('used_init_data').where('expires_at', '<', now).execute();
    await db.deleteFrom('used_init_data').where('proof', '=', proof).execute();
    await db
      .insertInto('used_init_data')
      .values({ proof, tg_user_id: tgUserId, session_id: null, expires_at: expiresAt })
      .execute();
  },

  async attach(db: DbOrTrx, proof: string, sessionId: number): Promise<void> {
    await db.updateTable('used_init_data').set({ session_id: sessionId }).where('proof', '=', proof).execute();
  },
};
