import type { DbOrTrx } from '../../../db/types';

/** SQL of otp_code. */
export const otpRepository = {
  /** The newest code sent to this phone for this purpose, live or not. */
  async latest(db: DbOrTrx, phone: string, purpose: string) {
    const row = await db
      .selectFrom('otp_code')
      .select(['id', 'code_hash', 'attempts', 'created_at', 'expires_at', 'consumed_at'])
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return (
      row && {
        id: Number(row.id),
        codeHash: row.code_hash,
        attempts: Number(row.attempts),
        createdAt: Number(row.created_at),
        expiresAt: Number(row.expires_at),
        consumed: row.consumed_at !== null,
      }
    );
  },

  /** A new code replaces every earlier live one for the phone and purpose. */
  async replace(db: DbOrTrx, code: { phone: string; purpose: string; codeHash: string; now: number; ttlMs: number }) {
    await db
      .updateTable('otp_code')
      .set({ consumed_at: code.now })
      .where('phone', '=', code.phone)
      .where('purpose', '=', code.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await db
      .insertInto('otp_code')
      .values({
        phone: code.phone,
        purpose: code.purpose,
        code_hash: code.codeHash,
        created_at: code.now,
        expires_at: code.now + code.ttlMs,
      })
      .execute();
  },

  async countWrongTry(db: DbOrTrx, id: number): Promise<void> {
    await db
      .updateTable('otp_code')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  },

  /** Uses the code up; false when someone else used it first. */
  async consume(db: DbOrTrx, id: number, now: number): Promise<boolean> {
    const result = await db
      .updateTable('otp_code')
      .set({ consumed_at: now })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};
