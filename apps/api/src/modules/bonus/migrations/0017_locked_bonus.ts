import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/** Locked bonuses (issue 13): bonus money held until a wagering requirement is met. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('locked_bonus'))
    .addColumn('public_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('wager_required', 'bigint', (c) => c.notNull())
    .addColumn('source', 'varchar(32)', (c) => c.notNull())
    .addColumn('source_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('hold_id', 'integer', (c) => c.notNull().references('ledger_hold.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('unlocked_at', 'bigint')
    .addUniqueConstraint('locked_bonus_source', ['source', 'source_id'])
    .execute();
  await db.schema.createIndex('locked_bonus_user').on('locked_bonus').columns(['user_id', 'coin', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('locked_bonus').execute();
}
