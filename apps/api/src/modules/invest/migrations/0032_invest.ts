import { type Kysely, sql } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/**
 * Invest products (issue 17 item 5): the operators' products and the players' positions. A position's
 * principal is a wallet hold; its state leaves 'active' once (matured by the job, or exited early).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invest_product')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('term_days', 'integer', (c) => c.notNull())
    .addColumn('return_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('rate_bps', 'integer', (c) => c.notNull())
    .addColumn('min_units', 'bigint', (c) => c.notNull())
    .addColumn('max_units', 'bigint', (c) => c.notNull())
    .addColumn('cap_units', 'bigint', (c) => c.notNull())
    .addColumn('sold_units', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('early_exit', 'integer', (c) => c.notNull())
    .addColumn('penalty_bps', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('invest_product_within_cap', sql`sold_units >= 0 AND sold_units <= cap_units`)
    .execute();

  await withIdColumn(db, db.schema.createTable('invest_position'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('product_code', 'varchar(32)', (c) => c.notNull().references('invest_product.code'))
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('principal_units', 'bigint', (c) => c.notNull())
    .addColumn('return_units', 'bigint', (c) => c.notNull())
    .addColumn('term_days', 'integer', (c) => c.notNull())
    .addColumn('return_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('rate_bps', 'integer', (c) => c.notNull())
    .addColumn('early_exit', 'integer', (c) => c.notNull())
    .addColumn('penalty_bps', 'integer', (c) => c.notNull())
    // Null only inside the subscribing transaction: the hold's reference names the position's id.
    .addColumn('hold_id', 'integer', (c) => c.unique())
    .addColumn('subscribed_at', 'bigint', (c) => c.notNull())
    .addColumn('matures_at', 'bigint', (c) => c.notNull())
    .addColumn('state', 'varchar(8)', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addColumn('penalty_units', 'bigint')
    .execute();
  await db.schema.createIndex('invest_position_user').on('invest_position').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('invest_position_due').on('invest_position').columns(['state', 'matures_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invest_position').execute();
  await db.schema.dropTable('invest_product').execute();
}
