import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/**
 * Posts (issue 18 item 3): posts by profiles, likes (one per player and post by the primary key),
 * comments and reports. `hot` is the feed's stored rank; its index with the id makes the recommend
 * feed a keyset scan (no sort of the whole table per page).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('post'))
    .addColumn('profile_xid', 'varchar(16)', (c) => c.notNull().references('profile.xid'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('title', 'varchar(512)', (c) => c.notNull())
    .addColumn('cover_json', 'text')
    .addColumn('blocks_json', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'varchar(1024)', (c) => c.notNull())
    .addColumn('section', 'varchar(16)', (c) => c.notNull())
    .addColumn('category', 'varchar(16)')
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hot', 'double precision', (c) => c.notNull())
    .addColumn('hidden_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('post_feed').on('post').columns(['section', 'hot', 'id']).execute();
  await db.schema.createIndex('post_library').on('post').columns(['section', 'category', 'id']).execute();
  await db.schema.createIndex('post_profile').on('post').columns(['profile_xid', 'id']).execute();

  await db.schema
    .createTable('post_like')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('post.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_like_pk', ['post_id', 'user_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('post_comment'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('post.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('profile_xid', 'varchar(16)', (c) => c.notNull().references('profile.xid'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('hidden_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('post_comment_post').on('post_comment').columns(['post_id', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('post_report'))
    .addColumn('target', 'varchar(8)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('reason', 'varchar(16)', (c) => c.notNull())
    .addColumn('approval_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('post_report_once', ['target', 'target_id', 'reporter_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('post_report').execute();
  await db.schema.dropTable('post_comment').execute();
  await db.schema.dropTable('post_like').execute();
  await db.schema.dropTable('post').execute();
}
