import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/**
 * The console's approvals queue (issue 11: four eyes; later withdrawals, gifts, agents) and the
 * operators' ledger adjustments, whose row is also the Idempotency-Key's record of the operator.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('ops_approval'))
    .addColumn('kind', 'varchar(64)', (c) => c.notNull())
    .addColumn('payload_json', 'text', (c) => c.notNull())
    .addColumn('summary', 'varchar(200)', (c) => c.notNull())
    .addColumn('requested_by', 'integer', (c) => c.notNull().references('ops_operator.id'))
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('decided_by', 'integer', (c) => c.references('ops_operator.id'))
    .addColumn('decided_at', 'bigint')
    .addColumn('reason', 'varchar(500)')
    .addColumn('result_json', 'text')
    .execute();
  await db.schema.createIndex('ops_approval_status').on('ops_approval').columns(['status', 'id']).execute();
  await db.schema.createIndex('ops_approval_kind').on('ops_approval').columns(['kind', 'status', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('ops_adjustment'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('ops_operator.id'))
    .addColumn('idempotency_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('direction', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(24)', (c) => c.notNull())
    .addColumn('approval_id', 'integer', (c) => c.references('ops_approval.id'))
    .addColumn('tx_public_id', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('ops_adjustment_key', ['operator_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('ops_adjustment_user').on('ops_adjustment').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ops_adjustment').execute();
  await db.schema.dropTable('ops_approval').execute();
}
