import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/** Lucky codes (issue 16): one row per code, bought then opened once. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('lucky_code'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('tier', 'varchar(32)', (c) => c.notNull())
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('request_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('buy_tx_public_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('opened_by', 'integer', (c) => c.references('app_user.id'))
    .addColumn('opened_at', 'bigint')
    .addColumn('prize_index', 'integer')
    .addColumn('prize_amount', 'bigint')
    .addColumn('seed_pair_id', 'integer', (c) => c.references('fair_seed_pair.id'))
    .addColumn('server_seed_hash', 'varchar(64)')
    .addColumn('client_seed', 'varchar(64)')
    .addColumn('nonce', 'integer')
    .addColumn('weights', 'text')
    .addColumn('prize_tx_public_id', 'varchar(32)')
    .addUniqueConstraint('lucky_code_request', ['buyer_id', 'request_key'])
    .execute();
  await db.schema.createIndex('lucky_code_buyer').on('lucky_code').columns(['buyer_id', 'id']).execute();
  await db.schema.createIndex('lucky_code_opener').on('lucky_code').columns(['opened_by', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lucky_code').execute();
}
