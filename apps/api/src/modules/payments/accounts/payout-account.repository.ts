import { sql } from 'kysely';
import { onPostgres } from '../../../db/statement-steps';
import type { DbOrTrx } from '../../../db/types';

export interface SavedAccount {
  id: number;
  publicId: string;
  userId: number;
  channel: string;
  country: string;
  number: string;
  holderName: string;
  bankCode: string | null;
  createdAt: number;
}

// biome-ignore lint/suspicious/noExplicitAny: a raw row of payout_account, typed by the table declaration
function toAccount(r: any): SavedAccount {
  return {
    id: Number(r.id),
    publicId: r.public_id,
    userId: Number(r.user_id),
    channel: r.channel,
    country: r.country,
    number: r.number,
    holderName: r.holder_name,
    bankCode: r.bank_code,
    createdAt: Number(r.created_at),
  };
}

/** The advisory lock class of a player's saved accounts (PostgreSQL; the second key is the user id). */
const ACCOUNTS_LOCK_CLASS = 14_001;

/** SQL of payout_account: a removed account keeps its row (removed_at) and leaves every list. */
export const payoutAccountRepository = {
  /**
   * Makes one player's account saves inside write transactions run one at a time, so that counting
   * the saved accounts and then inserting one cannot let two saves at once both pass the last place
   * (payout-accounts.test.ts saved 13 of 10 on PostgreSQL, whose READ COMMITTED counts miss a
   * concurrent insert; there is no row to lock before the first save). SQLite's write transactions
   * (BEGIN IMMEDIATE) already run one at a time. The lock ends with the transaction.
   */
  async lockPlayer(trx: DbOrTrx, userId: number): Promise<void> {
    if (!onPostgres(trx)) return;
    await sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK_CLASS}::int, ${userId}::int)`.execute(trx);
  },

  async insert(trx: DbOrTrx, a: Omit<SavedAccount, 'id'>): Promise<void> {
    await trx
      .insertInto('payout_account')
      .values({
        public_id: a.publicId,
        user_id: a.userId,
        channel: a.channel,
        country: a.country,
        number: a.number,
        holder_name: a.holderName,
        bank_code: a.bankCode,
        created_at: a.createdAt,
      })
      .execute();
  },

  async live(db: DbOrTrx, userId: number): Promise<SavedAccount[]> {
    const rows = await db
      .selectFrom('payout_account')
      .selectAll()
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toAccount);
  },

  async mine(db: DbOrTrx, userId: number, publicId: string): Promise<SavedAccount | undefined> {
    const row = await db
      .selectFrom('payout_account')
      .selectAll()
      .where('user_id', '=', userId)
      .where('public_id', '=', publicId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return row && toAccount(row);
  },

  async remove(trx: DbOrTrx, userId: number, publicId: string, now: number): Promise<boolean> {
    const result = await trx
      .updateTable('payout_account')
      .set({ removed_at: now })
      .where('user_id', '=', userId)
      .where('public_id', '=', publicId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
