import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/** Analytics events as the collector received them (issue 6); (app_name, event_id) stores a re-sent event once. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('analytics_event'))
    .addColumn('app_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('platform', 'varchar(32)', (c) => c.notNull())
    .addColumn('locale', 'varchar(16)', (c) => c.notNull())
    .addColumn('is_premium', 'integer', (c) => c.notNull())
    .addColumn('start_param', 'varchar(512)', (c) => c.notNull())
    .addColumn('custom_data', 'text', (c) => c.notNull())
    .addColumn('client_ts', 'bigint', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('received_day', 'varchar(10)', (c) => c.notNull())
    .addUniqueConstraint('analytics_event_app_event', ['app_name', 'event_id'])
    .execute();
  await db.schema
    .createIndex('analytics_event_day')
    .on('analytics_event')
    .columns(['received_day', 'event_name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_event').execute();
}
