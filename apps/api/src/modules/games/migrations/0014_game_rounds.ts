import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/**
 * Games (issue 12): rounds, the provider wallet protocol's transactions (idempotency per provider and
 * transaction id), the players' daily loss limits and self-exclusions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('game_round'))
    .addColumn('public_id', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('provider_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('provider_round_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('game_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull().references('coin.code'))
    .addColumn('bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('win', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .addColumn('seed_pair_id', 'integer')
    .addColumn('server_seed_hash', 'varchar(64)')
    .addColumn('client_seed', 'varchar(64)')
    .addColumn('nonce', 'integer')
    .addColumn('outcome', 'text')
    // The round's game parameters as played (dice target, mines picks, wheel risk): verifying needs them.
    .addColumn('params', 'text')
    .addUniqueConstraint('game_round_provider_round', ['provider_id', 'provider_round_id'])
    .execute();
  // The history: a player's rounds newest first (public ids are ULIDs: they sort by time).
  await db.schema.createIndex('game_round_user').on('game_round').columns(['user_id', 'public_id']).execute();
  // The daily loss: a player's rounds of one coin since a time.
  await db.schema
    .createIndex('game_round_user_coin_time')
    .on('game_round')
    .columns(['user_id', 'coin', 'created_at'])
    .execute();

  await db.schema
    .createTable('provider_tx')
    .addColumn('provider_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('round_id', 'integer', (c) => c.references('game_round.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reference_transaction_id', 'varchar(64)')
    .addColumn('rolled_back', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('provider_tx_pk', ['provider_id', 'transaction_id'])
    .execute();
  // A rollback that came before its bet: the late bet finds it and is refused.
  await db.schema
    .createIndex('provider_tx_reference')
    .on('provider_tx')
    .columns(['provider_id', 'reference_transaction_id'])
    .execute();

  await db.schema
    .createTable('player_loss_limit')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('coin', 'varchar(8)', (c) => c.notNull().references('coin.code'))
    .addColumn('daily_limit', 'bigint')
    .addColumn('pending_limit', 'bigint')
    .addColumn('pending_from', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_loss_limit_pk', ['user_id', 'coin'])
    .execute();

  await db.schema
    .createTable('self_exclusion')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id'))
    .addColumn('until', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['self_exclusion', 'player_loss_limit', 'provider_tx', 'game_round']) {
    await db.schema.dropTable(table).execute();
  }
}
