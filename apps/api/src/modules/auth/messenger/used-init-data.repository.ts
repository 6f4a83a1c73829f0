import type { DbOrTrx } from '../../../db/types';

/** The init data that signed in (table used_init_data). SQL only. */
export const usedInitDataRepository = {
  /**
   * Claims an init data for one sign-in. A second claim of the same proof fails on the primary key
   * (the caller maps that to a refusal). Claims past their validity are of no use (the init data is
   * refused as expired anyway): they are cleared now and then, as the nonces of signed requests are.
   */
  async claim(db: DbOrTrx, proof: string, tgUserId: number, expiresAt: number, now: number): Promise<void> {
    if (Math.random() < 0.01) await db.deleteFrom('used_init_data').where('expires_at', '<', now).execute();
    await db.insertInto('used_init_data').values({ proof, tg_user_id: tgUserId, expires_at: expiresAt }).execute();
  },
};
