import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/**
 * The message centre (issue 18 item 4): threads between two players, their messages, system notices
 * and blocks. Times are unix ms like every other table; the API answers them in seconds (spec 5).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('message_thread'))
    .addColumn('user_low', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('user_high', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('low_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('high_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_id', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('message_thread_pair', ['user_low', 'user_high'])
    .execute();
  await db.schema.createIndex('message_thread_low').on('message_thread').columns(['user_low', 'updated_at']).execute();
  await db.schema
    .createIndex('message_thread_high')
    .on('message_thread')
    .columns(['user_high', 'updated_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('chat_message'))
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('message_thread.id'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_message_thread').on('chat_message').columns(['thread_id', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('message_notice'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('params_json', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(120)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addUniqueConstraint('message_notice_once', ['user_id', 'dedupe_key'])
    .execute();
  await db.schema.createIndex('message_notice_user').on('message_notice').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('message_block')
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_block_pk', ['blocker_id', 'blocked_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_block').execute();
  await db.schema.dropTable('message_notice').execute();
  await db.schema.dropTable('chat_message').execute();
  await db.schema.dropTable('message_thread').execute();
}
