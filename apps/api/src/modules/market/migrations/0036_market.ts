import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/** The market (issue 17 item 2): listings and auctions of pets, and the buys and bids once per key. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('market_listing'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('pet_public_id', 'varchar(11)', (c) => c.notNull())
    .addColumn('species', 'varchar(16)', (c) => c.notNull())
    .addColumn('rarity', 'varchar(16)', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('min_increment', 'bigint')
    .addColumn('ends_at', 'bigint')
    .addColumn('top_bid', 'bigint')
    .addColumn('top_bidder_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('top_hold_id', 'integer')
    .addColumn('bid_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('buyer_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('sold_price', 'bigint')
    .addColumn('fee', 'bigint')
    .addColumn('tx_public_id', 'varchar(32)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  // The browse pages (open, newest or by price) and a seller's own list.
  await db.schema.createIndex('market_listing_open').on('market_listing').columns(['status', 'id']).execute();
  await db.schema.createIndex('market_listing_price').on('market_listing').columns(['status', 'price', 'id']).execute();
  await db.schema.createIndex('market_listing_seller').on('market_listing').columns(['seller_id', 'id']).execute();
  await db.schema.createIndex('market_listing_sold').on('market_listing').columns(['status', 'closed_at']).execute();
  await withIdColumn(db, db.schema.createTable('market_act'))
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('market_listing.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('request_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tx_public_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('market_act_request', ['user_id', 'request_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('market_act').execute();
  await db.schema.dropTable('market_listing').execute();
}
