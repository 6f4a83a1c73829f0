import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';

export interface ProviderTxRow {
  kind: string;
  requestHash: string;
  userId: number;
  roundId: number | null;
  amount: bigint;
  rolledBack: boolean;
  response: string;
}

/** The provider_tx table: one row per money call of the wallet protocol, by (provider, transaction id). */
export const providerTxRepository = {
  async find(db: DbOrTrx, providerId: string, transactionId: string): Promise<ProviderTxRow | undefined> {
    const r = await db
      .selectFrom('provider_tx')
      .select(['kind', 'request_hash', 'user_id', 'round_id', 'amount', 'rolled_back', 'response'])
      .where('provider_id', '=', providerId)
      .where('transaction_id', '=', transactionId)
      .executeTakeFirst();
    if (!r) return undefined;
    return {
      kind: r.kind,
      requestHash: r.request_hash,
      userId: Number(r.user_id),
      roundId: r.round_id === null ? null : Number(r.round_id),
      amount: toUnits(r.amount),
      rolledBack: Number(r.rolled_back) === 1,
      response: r.response,
    };
  },

  /** Whether a rollback already named this transaction (a rollback that arrived before its bet). */
  async rollbackNaming(db: DbOrTrx, providerId: string, transactionId: string): Promise<boolean> {
    const r = await db
      .selectFrom('provider_tx')
      .select('kind')
      .where('provider_id', '=', providerId)
      .where('reference_transaction_id', '=', transactionId)
      .where('kind', '=', 'rollback')
      .executeTakeFirst();
    return r !== undefined;
  },

  async insert(
    db: DbOrTrx,
    v: {
      providerId: string;
      transactionId: string;
      kind: string;
      requestHash: string;
      userId: number;
      roundId: number | null;
      amount: bigint;
      reference: string | null;
      response: string;
      now: number;
    },
  ): Promise<void> {
    await db
      .insertInto('provider_tx')
      .values({
        provider_id: v.providerId,
        transaction_id: v.transactionId,
        kind: v.kind,
        request_hash: v.requestHash,
        user_id: v.userId,
        round_id: v.roundId,
        amount: v.amount,
        reference_transaction_id: v.reference,
        response: v.response,
        created_at: v.now,
      })
      .execute();
  },

  /** Marks a bet reversed; false when a rollback already did (it is reversed exactly once). */
  async markRolledBack(db: DbOrTrx, providerId: string, transactionId: string): Promise<boolean> {
    const result = await db
      .updateTable('provider_tx')
      .set({ rolled_back: 1 })
      .where('provider_id', '=', providerId)
      .where('transaction_id', '=', transactionId)
      .where('rolled_back', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
