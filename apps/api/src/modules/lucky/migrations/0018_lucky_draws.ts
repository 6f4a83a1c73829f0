import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/** The lucky spin and the free lottery (issue 13): prize tables, chances (grants and tally), draws. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lucky_prize')
    .addColumn('id', 'varchar(48)', (c) => c.primaryKey())
    .addColumn('game', 'varchar(16)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('label_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('wager_multiple_tenths', 'integer', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lucky_prize_game').on('lucky_prize').columns(['game', 'position', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('lucky_chance_grant'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('game', 'varchar(16)', (c) => c.notNull())
    .addColumn('source', 'varchar(32)', (c) => c.notNull())
    .addColumn('source_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('chances', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('lucky_chance_grant_once', ['user_id', 'game', 'source', 'source_id'])
    .execute();

  await db.schema
    .createTable('lucky_chance_tally')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('game', 'varchar(16)', (c) => c.notNull())
    .addColumn('granted', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('lucky_chance_tally_pk', ['user_id', 'game'])
    .execute();

  await withIdColumn(db, db.schema.createTable('lucky_draw'))
    .addColumn('public_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('game', 'varchar(16)', (c) => c.notNull())
    .addColumn('request_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('prize_id', 'varchar(48)', (c) => c.notNull())
    .addColumn('prize_index', 'integer', (c) => c.notNull())
    .addColumn('label_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('wager_multiple_tenths', 'integer', (c) => c.notNull())
    .addColumn('seed_pair_id', 'integer', (c) => c.notNull().references('fair_seed_pair.id'))
    .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('weights', 'text', (c) => c.notNull())
    .addColumn('tx_public_id', 'varchar(32)')
    .addColumn('bonus_public_id', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('lucky_draw_request', ['user_id', 'game', 'request_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lucky_draw').execute();
  await db.schema.dropTable('lucky_chance_tally').execute();
  await db.schema.dropTable('lucky_chance_grant').execute();
  await db.schema.dropTable('lucky_prize').execute();
}
