import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/**
 * Gift codes (issue 16): the code and its slots, one per claim, each backed by a ledger hold. The
 * unique (gift_id, claimer_id) makes "one claim per player" the database's rule, not only the code's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('gift_code'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    .addColumn('claim_count', 'integer', (c) => c.notNull())
    .addColumn('claimed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_units', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('released_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gift_code_sender').on('gift_code').columns(['sender_id', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('gift_slot'))
    .addColumn('gift_id', 'integer', (c) => c.notNull().references('gift_code.id'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('hold_id', 'integer', (c) => c.notNull())
    .addColumn('claimer_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('claimed_at', 'bigint')
    .addUniqueConstraint('gift_slot_idx', ['gift_id', 'idx'])
    .addUniqueConstraint('gift_slot_once', ['gift_id', 'claimer_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gift_slot').execute();
  await db.schema.dropTable('gift_code').execute();
}
