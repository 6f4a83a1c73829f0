import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/**
 * Sign-in hardening (issue 21): every change of a bound phone is recorded (who, from which phone to
 * which, by which way, from which session and address), and a messenger init data opens one session
 * at a time: while the session it issued is live, the same init data is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('phone_change'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('old_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('new_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('way', 'varchar(16)', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('phone_change_user_idx').on('phone_change').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('used_init_data')
    .addColumn('proof', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('tg_user_id', 'bigint', (c) => c.notNull())
    .addColumn('session_id', 'integer')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('used_init_data').execute();
  await db.schema.dropTable('phone_change').execute();
}
