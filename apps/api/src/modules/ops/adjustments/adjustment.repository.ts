import type { Insertable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../../db/types';
import type { OpsAdjustmentTable } from '../ops.tables';

/** SQL of ops_adjustment: one row per (operator, Idempotency-Key). */
export const adjustmentRepository = {
  async byKey(db: DbOrTrx, operatorId: number, key: string) {
    const row = await db
      .selectFrom('ops_adjustment')
      .select(['id', 'request_hash', 'status', 'approval_id', 'tx_public_id'])
      .where('operator_id', '=', operatorId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return (
      row && { ...row, id: Number(row.id), approval_id: row.approval_id === null ? null : Number(row.approval_id) }
    );
  },

  async insert(trx: DbOrTrx, row: Insertable<OpsAdjustmentTable>): Promise<number> {
    const { id } = await trx.insertInto('ops_adjustment').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  },

  async update(trx: DbOrTrx, id: number, set: Updateable<OpsAdjustmentTable>): Promise<void> {
    await trx.updateTable('ops_adjustment').set(set).where('id', '=', id).execute();
  },
};
