import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/**
 * Offers (issue 15): the products' catalogue grows what the product page shows (images, category,
 * countries, a long description); each product has offers (parent offers and their children), a
 * player's take of an offer is a click, what the player reports are events, a reward is a conversion
 * (credited once: the claim row is unique per user and offer), audits are screenshots an operator
 * decides, and a clawback is what a reversal could not take back at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('product')
    .addColumn('image_url', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('product')
    .addColumn('imglist', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('product')
    .addColumn('category', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('product')
    .addColumn('countries', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('product')
    .addColumn('long_description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await withIdColumn(db, db.schema.createTable('offer'))
    .addColumn('xb_offer_id', 'varchar(96)', (c) => c.notNull().unique())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('parent_id', 'integer', (c) => c.references('offer.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('steps', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('reward_units', 'bigint', (c) => c.notNull())
    .addColumn('reward_usd_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('network', 'varchar(32)', (c) => c.notNull())
    .addColumn('link_template', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
    .addColumn('countries', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('min_convert_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('needs_audit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('game_id', 'varchar(64)')
    .addColumn('mch_id', 'varchar(64)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offer_product').on('offer').columns(['product_id', 'sort']).execute();
  await db.schema.createIndex('offer_parent').on('offer').columns(['parent_id', 'sort']).execute();

  // One click per (user, offer): a second take answers the same click (docs/decisions.md).
  await withIdColumn(db, db.schema.createTable('offer_click'))
    .addColumn('click_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offer.id'))
    .addColumn('parent_id', 'integer')
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('device_id', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'varchar(2048)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('in_progress'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('take_time', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('offer_click_user_offer', ['user_id', 'offer_id'])
    .execute();
  await db.schema.createIndex('offer_click_user').on('offer_click').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('offer_click_device').on('offer_click').columns(['device_id', 'created_at']).execute();

  await withIdColumn(db, db.schema.createTable('offer_event'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offer.id'))
    .addColumn('click_id', 'varchar(40)')
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('action_type', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'varchar(2048)', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offer_event_user_offer').on('offer_event').columns(['user_id', 'offer_id']).execute();

  await withIdColumn(db, db.schema.createTable('offer_conversion'))
    .addColumn('network', 'varchar(32)', (c) => c.notNull())
    .addColumn('conversion_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('click_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offer.id'))
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount_units', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('flags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('credit_tx', 'varchar(40)')
    .addColumn('reverse_tx', 'varchar(40)')
    .addColumn('clawed_units', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'varchar(200)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('reversed_at', 'bigint')
    .addUniqueConstraint('offer_conversion_network_id', ['network', 'conversion_id'])
    .execute();
  await db.schema
    .createIndex('offer_conversion_user')
    .on('offer_conversion')
    .columns(['user_id', 'status', 'id'])
    .execute();

  // At most one credited-or-flagged reward per (user, offer): the conversion holding it owns this row.
  await db.schema
    .createTable('offer_claim')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offer.id'))
    .addColumn('conversion_row', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('offer_claim_pk', ['user_id', 'offer_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('offer_audit'))
    .addColumn('public_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offer.id'))
    .addColumn('click_id', 'varchar(40)', (c) => c.notNull())
    // The click id while the audit waits, null once decided: one pending audit per click.
    .addColumn('pending_click', 'varchar(40)', (c) => c.unique())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('image_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('image_bytes', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('approval_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('offer_audit_user').on('offer_audit').columns(['user_id', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('offer_clawback'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('conversion_row', 'integer', (c) => c.notNull())
    .addColumn('owed_units', 'bigint', (c) => c.notNull())
    .addColumn('remaining_units', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('offer_clawback_user')
    .on('offer_clawback')
    .columns(['user_id', 'coin', 'settled_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'offer_clawback',
    'offer_audit',
    'offer_claim',
    'offer_conversion',
    'offer_event',
    'offer_click',
    'offer',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['long_description', 'countries', 'category', 'imglist', 'image_url']) {
    await db.schema.alterTable('product').dropColumn(column).execute();
  }
}
