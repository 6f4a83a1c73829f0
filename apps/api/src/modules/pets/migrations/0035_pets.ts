import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/** Pets (issue 17 item 1): the pets and the coin-moving acts on them (feed, transfer, rent). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('pet'))
    .addColumn('public_id', 'varchar(11)', (c) => c.notNull().unique())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('drawer_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('draw_request_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('draw_tx_public_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('species', 'varchar(16)', (c) => c.notNull())
    .addColumn('rarity', 'varchar(16)', (c) => c.notNull())
    .addColumn('traits', 'text', (c) => c.notNull())
    .addColumn('xp', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('seed_pair_id', 'integer', (c) => c.notNull().references('fair_seed_pair.id'))
    .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('rarity_weights', 'text', (c) => c.notNull())
    .addColumn('rent_price_per_day', 'bigint')
    .addColumn('rent_max_days', 'integer')
    .addColumn('renter_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('rented_until', 'bigint')
    .addColumn('locked_by', 'varchar(64)')
    .addUniqueConstraint('pet_draw_request', ['drawer_id', 'draw_request_key'])
    .execute();
  await db.schema.createIndex('pet_owner').on('pet').columns(['owner_id', 'id']).execute();
  await db.schema.createIndex('pet_renter').on('pet').columns(['renter_id', 'rented_until']).execute();
  await withIdColumn(db, db.schema.createTable('pet_act'))
    .addColumn('pet_id', 'integer', (c) => c.notNull().references('pet.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('request_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('counterparty_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('until', 'bigint')
    .addColumn('tx_public_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('pet_act_request', ['user_id', 'request_key'])
    .execute();
  await db.schema.createIndex('pet_act_pet').on('pet_act').columns(['pet_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pet_act').execute();
  await db.schema.dropTable('pet').execute();
}
