import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/**
 * Social (issue 18 item 2): network connections (tokens sealed), the mini app's client auth info, follow
 * tasks and their reward slots. Unique (media_type, account): a network account pays one player;
 * unique (task_id, claimer_id): one reward per player per task, the database's rule too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('social_connection'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('media_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('account', 'varchar(128)', (c) => c.notNull())
    .addColumn('access_sealed', 'text', (c) => c.notNull())
    .addColumn('refresh_sealed', 'text')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('social_connection_user', ['user_id', 'media_type'])
    .addUniqueConstraint('social_connection_account', ['media_type', 'account'])
    .execute();

  await withIdColumn(db, db.schema.createTable('social_client_auth'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('platform', 'varchar(16)', (c) => c.notNull())
    .addColumn('info', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('social_client_auth_user', ['user_id', 'platform'])
    .execute();

  await withIdColumn(db, db.schema.createTable('follow_task'))
    .addColumn('creator_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('media_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('handle', 'varchar(64)', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('reward', 'bigint', (c) => c.notNull())
    .addColumn('slot_count', 'integer', (c) => c.notNull())
    .addColumn('paid_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('follow_task_creator').on('follow_task').columns(['creator_id', 'id']).execute();
  await db.schema.createIndex('follow_task_open').on('follow_task').columns(['closed_at', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('follow_slot'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('follow_task.id'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('hold_id', 'integer', (c) => c.notNull())
    .addColumn('claimer_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('claimed_at', 'bigint')
    .addUniqueConstraint('follow_slot_idx', ['task_id', 'idx'])
    .addUniqueConstraint('follow_slot_once', ['task_id', 'claimer_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('follow_slot').execute();
  await db.schema.dropTable('follow_task').execute();
  await db.schema.dropTable('social_client_auth').execute();
  await db.schema.dropTable('social_connection').execute();
}
