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

/** SQL of payout_account: a removed account keeps its row (removed_at) and leaves every list. */
export const payoutAccountRepository = {
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
