import type { CreateTableBuilder, Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/**
 * /petGame and /rollnft (issue 17 item 1): plays, each player's day, each pet's rest, rolls. Also the
 * pets' `draw_scope`: a pet minted as a /rollnft prize names the `pet-roll` pair it is verified against.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pet')
    .addColumn('draw_scope', 'varchar(16)', (c) => c.notNull().defaultTo('pet-draw'))
    .execute();
  await withRoundColumns(withIdColumn(db, db.schema.createTable('petgame_play')))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('request_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('pet_public_id', 'varchar(11)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(32)', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('reward', 'bigint', (c) => c.notNull())
    .addColumn('full_reward', 'bigint', (c) => c.notNull())
    .addColumn('tx_public_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('petgame_play_request', ['user_id', 'request_key'])
    .execute();
  await db.schema.createIndex('petgame_play_user').on('petgame_play').columns(['user_id', 'created_at']).execute();
  await withIdColumn(db, db.schema.createTable('petgame_day'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('earned', 'bigint', (c) => c.notNull())
    .addColumn('last_grant', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('petgame_day_user', ['user_id', 'day'])
    .execute();
  await withIdColumn(db, db.schema.createTable('petgame_rest'))
    .addColumn('pet_public_id', 'varchar(11)', (c) => c.notNull().unique())
    .addColumn('next_play_at', 'bigint', (c) => c.notNull())
    .execute();
  await withRoundColumns(withIdColumn(db, db.schema.createTable('petgame_roll')))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('request_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('pay_tx_public_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('prize_index', 'integer', (c) => c.notNull())
    .addColumn('prize_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('prize_rarity', 'varchar(16)')
    .addColumn('pet_public_id', 'varchar(11)')
    .addColumn('prize_amount', 'bigint')
    .addColumn('prize_tx_public_id', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('petgame_roll_request', ['user_id', 'request_key'])
    .execute();
  await db.schema.createIndex('petgame_roll_user').on('petgame_roll').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('petgame_roll').execute();
  await db.schema.dropTable('petgame_rest').execute();
  await db.schema.dropTable('petgame_day').execute();
  await db.schema.dropTable('petgame_play').execute();
  await db.schema.alterTable('pet').dropColumn('draw_scope').execute();
}

/** A play's or roll's fair round (round-record.ts): the pair, its hash, client seed, nonce and weights. */
function withRoundColumns<T extends string>(t: CreateTableBuilder<T, never>) {
  return t
    .addColumn('seed_pair_id', 'integer', (c) => c.notNull().references('fair_seed_pair.id'))
    .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('weights', 'text', (c) => c.notNull());
}
