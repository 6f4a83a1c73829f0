import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/**
 * Users and how they sign in (issue 3): accounts, third-party and messenger identities, sessions
 * (only the token's hash is stored), one-time codes (only their hash), fixed-window counters shared by
 * every API process (rate limits, code caps) and the nonces of signed requests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('app_user'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('first_name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('language_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_premium', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('photo_url', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(20)', (c) => c.unique())
    .addColumn('media_source', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('referrer_id', 'integer')
    .addColumn('start_param', 'varchar(512)', (c) => c.notNull().defaultTo(''))
    .addColumn('newbie_guide', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('login_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('invite_code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('abnormal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vip_exp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wallet_addr', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('wallet_addr_sol', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('user_identity'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('account_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('access_token', 'text')
    .addColumn('token_expires_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('user_identity_provider_subject', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('user_identity_user').on('user_identity').column('user_id').execute();

  await withIdColumn(db, db.schema.createTable('user_session'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('login_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('platform', 'varchar(8)', (c) => c.notNull())
    .addColumn('device_id', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint', (c) => c.notNull())
    .addColumn('verified_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema.createIndex('user_session_user').on('user_session').column('user_id').execute();

  await withIdColumn(db, db.schema.createTable('otp_code'))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(8)', (c) => c.notNull())
    .addColumn('code_hash', 'char(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema.createIndex('otp_code_phone').on('otp_code').columns(['phone', 'purpose', 'created_at']).execute();

  await db.schema
    .createTable('rate_counter')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('used_nonce')
    .addColumn('scope', 'varchar(160)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('used_nonce_pk', ['scope', 'nonce'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['used_nonce', 'rate_counter', 'otp_code', 'user_session', 'user_identity', 'app_user']) {
    await db.schema.dropTable(table).execute();
  }
}
