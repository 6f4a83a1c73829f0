import type { DbOrTrx } from '../../db/types';
import { toUnits } from './money';

/** SQL of ledger_hold: pending -> posted | voided | expired, each exactly once. */
export const holdRepository = {
  async insert(
    db: DbOrTrx,
    h: {
      userId: number;
      coin: string;
      amount: bigint;
      reason: string;
      reference: string;
      expiresAt: number;
      txId: number;
      now: number;
    },
  ): Promise<number> {
    const row = await db
      .insertInto('ledger_hold')
      .values({
        user_id: h.userId,
        coin: h.coin,
        amount: h.amount,
        status: 'pending',
        reason: h.reason,
        reference: h.reference,
        expires_at: h.expiresAt,
        created_tx_id: h.txId,
        created_at: h.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  /**
   * Takes a pending hold for settling: the status moves away from 'pending' in the same statement,
   * so two settlements of one hold cannot both happen. Answers the hold, or undefined if not pending.
   */
  async claimPending(db: DbOrTrx, id: number) {
    const row = await db
      .updateTable('ledger_hold')
      .set({ status: 'settling' })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning(['id', 'user_id', 'coin', 'amount', 'reason', 'reference'])
      .executeTakeFirst();
    return (
      row && {
        id: Number(row.id),
        userId: Number(row.user_id),
        coin: row.coin,
        amount: toUnits(row.amount),
        reason: row.reason,
        reference: row.reference,
      }
    );
  },

  async settle(db: DbOrTrx, id: number, status: string, txId: number): Promise<void> {
    await db.updateTable('ledger_hold').set({ status, settled_tx_id: txId }).where('id', '=', id).execute();
  },

  async pendingDue(db: DbOrTrx, now: number): Promise<number[]> {
    const rows = await db
      .selectFrom('ledger_hold')
      .select('id')
      .where('status', '=', 'pending')
      .where('expires_at', '<=', now)
      .orderBy('id')
      .limit(500)
      .execute();
    return rows.map((r) => Number(r.id));
  },

  async status(db: DbOrTrx, id: number): Promise<string | undefined> {
    const row = await db.selectFrom('ledger_hold').select('status').where('id', '=', id).executeTakeFirst();
    return row?.status;
  },
};
