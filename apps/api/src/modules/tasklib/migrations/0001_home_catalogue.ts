import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/** The home page catalogue: tabs and the products shown in them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('game_tab'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withIdColumn(db, db.schema.createTable('product'))
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('product_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('color', 'varchar(7)', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reward_usd_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('game_tab_product')
    .addColumn('tab_id', 'integer', (c) => c.notNull().references('game_tab.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('game_tab_product_pk', ['tab_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_tab_product').execute();
  await db.schema.dropTable('product').execute();
  await db.schema.dropTable('game_tab').execute();
}
