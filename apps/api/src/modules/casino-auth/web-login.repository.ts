import type { DbOrTrx } from '../../db/types';

export interface WebLoginRow {
  code: string;
  botName: string;
  pollSecretHash: string;
  expiresAt: number;
  userId: number | null;
  confirmedAt: number | null;
  deliveredAt: number | null;
}

/** The messenger web-login handshakes (table tg_web_login). SQL only. */
export const webLoginRepository = {
  async insert(
    db: DbOrTrx,
    row: { code: string; botName: string; pollSecretHash: string; now: number; expiresAt: number },
  ): Promise<void> {
    // Handshakes past their time are cleared now and then (they are worth nothing once expired).
    if (Math.random() < 0.02) {
      await db
        .deleteFrom('tg_web_login')
        .where('expires_at', '<', row.now - 24 * 60 * 60 * 1000)
        .execute();
    }
    await db
      .insertInto('tg_web_login')
      .values({
        code: row.code,
        bot_name: row.botName,
        poll_secret_hash: row.pollSecretHash,
        created_at: row.now,
        expires_at: row.expiresAt,
      })
      .execute();
  },

  async find(db: DbOrTrx, code: string): Promise<WebLoginRow | undefined> {
    const row = await db.selectFrom('tg_web_login').selectAll().where('code', '=', code).executeTakeFirst();
    if (!row) return undefined;
    const ms = (v: number | string | null) => (v === null ? null : Number(v));
    return {
      code: row.code,
      botName: row.bot_name,
      pollSecretHash: row.poll_secret_hash,
      expiresAt: Number(row.expires_at),
      userId: row.user_id,
      confirmedAt: ms(row.confirmed_at),
      deliveredAt: ms(row.delivered_at),
    };
  },

  /** Confirms a pending, live code for a user; false when another call confirmed it first or it ran out. */
  async confirm(db: DbOrTrx, code: string, userId: number, now: number): Promise<boolean> {
    const result = await db
      .updateTable('tg_web_login')
      .set({ user_id: userId, confirmed_at: now })
      .where('code', '=', code)
      .where('confirmed_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Marks a confirmed code's session handed out; false when it already was (or it ran out). */
  async deliver(db: DbOrTrx, code: string, now: number): Promise<boolean> {
    const result = await db
      .updateTable('tg_web_login')
      .set({ delivered_at: now })
      .where('code', '=', code)
      .where('confirmed_at', 'is not', null)
      .where('delivered_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
