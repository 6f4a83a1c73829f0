import type { Kysely } from 'kysely';

/** The games catalogue and each user's started games (issue 12, spec 7.7). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('casino_game')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('provider_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('rtp_bp', 'integer', (c) => c.notNull())
    .addColumn('volatility', 'varchar(16)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('tags', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('max_win_multiplier', 'integer')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('casino_game_category_sort').on('casino_game').columns(['category', 'sort']).execute();
  await db.schema
    .createTable('casino_game_start')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('game_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('casino_game_start_pk', ['user_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('casino_game_start_recent')
    .on('casino_game_start')
    .columns(['user_id', 'started_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('casino_game_start').execute();
  await db.schema.dropTable('casino_game').execute();
}
