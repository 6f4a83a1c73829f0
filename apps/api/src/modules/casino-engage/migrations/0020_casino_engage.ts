import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/**
 * The casino brand's engagement calls (issue 13): ranking prizes and their winners (each prize paid once:
 * rank_prize_claim's primary key), operator popups and when each player saw them, the player's brand
 * profile (country, Google Analytics client id) and reported actions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rank_prize_conf')
    .addColumn('period', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('prizes', 'text', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('rank_settlement')
    .addColumn('period', 'varchar(16)', (c) => c.notNull())
    .addColumn('period_key', 'varchar(10)', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rank_settlement_pk', ['period', 'period_key'])
    .execute();
  await db.schema
    .createTable('rank_winner')
    .addColumn('period', 'varchar(16)', (c) => c.notNull())
    .addColumn('period_key', 'varchar(10)', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('wagered', 'bigint', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rank_winner_pk', ['period', 'period_key', 'rank'])
    .addUniqueConstraint('rank_winner_user', ['period', 'period_key', 'user_id'])
    .execute();
  await db.schema.createIndex('rank_winner_by_user').on('rank_winner').columns(['user_id']).execute();
  await db.schema
    .createTable('rank_prize_claim')
    .addColumn('period', 'varchar(16)', (c) => c.notNull())
    .addColumn('period_key', 'varchar(10)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tx_public_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rank_prize_claim_pk', ['period', 'period_key', 'user_id'])
    .execute();
  await db.schema
    .createTable('casino_popup')
    .addColumn('id', 'varchar(48)', (c) => c.primaryKey())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('casino_popup_view')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('popup_id', 'varchar(48)', (c) => c.notNull().references('casino_popup.id'))
    .addColumn('first_shown_at', 'bigint', (c) => c.notNull())
    .addColumn('last_shown_at', 'bigint', (c) => c.notNull())
    .addColumn('times', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('casino_popup_view_pk', ['user_id', 'popup_id'])
    .execute();
  await db.schema
    .createTable('casino_player_profile')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id'))
    .addColumn('country', 'varchar(2)')
    .addColumn('ga_client_id', 'varchar(64)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await withIdColumn(db, db.schema.createTable('casino_user_action'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('casino_user_action_by_user')
    .on('casino_user_action')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'casino_user_action',
    'casino_player_profile',
    'casino_popup_view',
    'casino_popup',
    'rank_prize_claim',
    'rank_winner',
    'rank_settlement',
    'rank_prize_conf',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
