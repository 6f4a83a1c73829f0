import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/**
 * Money in and out (issue 14): the markets' FX rates and withdrawal limits (an operator catalogue),
 * saved payout accounts, orders (one state machine for recharges and withdrawals), the provider's
 * webhook events seen (each acted on once) and the daily withdrawal quota per player and currency.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_market')
    .addColumn('country', 'varchar(2)', (c) => c.primaryKey())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('rate', 'varchar(32)', (c) => c.notNull())
    .addColumn('daily_withdraw_count', 'integer', (c) => c.notNull())
    .addColumn('daily_withdraw_amount', 'varchar(32)', (c) => c.notNull())
    .addColumn('review_above', 'varchar(32)', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('payout_account'))
    .addColumn('public_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('channel', 'varchar(32)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('number', 'varchar(255)', (c) => c.notNull())
    .addColumn('holder_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('bank_code', 'varchar(16)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('removed_at', 'bigint')
    .execute();
  await db.schema.createIndex('payout_account_user').on('payout_account').columns(['user_id', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('payment_order'))
    .addColumn('public_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('review', 'varchar(16)', (c) => c.notNull())
    .addColumn('channel', 'varchar(32)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('fee_minor', 'bigint', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('coin_amount', 'bigint', (c) => c.notNull())
    .addColumn('coin_fee', 'bigint', (c) => c.notNull())
    .addColumn('rate', 'varchar(32)', (c) => c.notNull())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('provider_ref', 'varchar(64)')
    .addColumn('checkout_url', 'varchar(2048)')
    .addColumn('return_url', 'varchar(2048)')
    .addColumn('account_number', 'varchar(255)')
    .addColumn('account_holder', 'varchar(80)')
    .addColumn('account_bank', 'varchar(16)')
    .addColumn('hold_id', 'integer', (c) => c.references('ledger_hold.id'))
    .addColumn('late_payment_ref', 'varchar(64)')
    .addColumn('reason', 'varchar(64)')
    .addColumn('request_key', 'varchar(160)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addUniqueConstraint('payment_order_request', ['user_id', 'request_key'])
    .execute();
  await db.schema.createIndex('payment_order_user').on('payment_order').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('payment_order_status').on('payment_order').columns(['status', 'type', 'id']).execute();

  await db.schema
    .createTable('payment_event')
    .addColumn('event_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('order_ref', 'varchar(64)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(32)', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('withdraw_quota')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('withdraw_quota_pk', ['user_id', 'day', 'currency'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['withdraw_quota', 'payment_event', 'payment_order', 'payout_account', 'payment_market']) {
    await db.schema.dropTable(table).execute();
  }
}
