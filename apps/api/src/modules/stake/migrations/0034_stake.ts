import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/**
 * Token locks, the dividend pool, staking rewards and votes (issue 17). The unique keys are the
 * exactly-once rules: a payout per (period, holder), a reward per (lock, period), a ballot per
 * (proposal, player), a period planned once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('stake_lock'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('apr_bps', 'integer', (c) => c.notNull())
    .addColumn('hold_id', 'integer', (c) => c.notNull())
    .addColumn('locked_at', 'bigint', (c) => c.notNull())
    .addColumn('unlock_at', 'bigint', (c) => c.notNull())
    .addColumn('unlocked_at', 'bigint')
    .execute();
  await db.schema.createIndex('stake_lock_user').on('stake_lock').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('stake_lock_term').on('stake_lock').columns(['unlock_at', 'locked_at']).execute();

  await db.schema
    .createTable('dividend_period')
    .addColumn('period', 'integer', (c) => c.primaryKey())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('accrued', 'bigint', (c) => c.notNull())
    .addColumn('carry_in', 'bigint', (c) => c.notNull())
    .addColumn('pool', 'bigint', (c) => c.notNull())
    .addColumn('weight_total', 'varchar(64)', (c) => c.notNull())
    .addColumn('holders', 'integer', (c) => c.notNull())
    .addColumn('carried_out', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('planned_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .execute();

  await db.schema
    .createTable('dividend_payout')
    .addColumn('period', 'integer', (c) => c.notNull().references('dividend_period.period'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('weight', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('tx_public_id', 'varchar(32)')
    .addColumn('paid_at', 'bigint')
    .addPrimaryKeyConstraint('dividend_payout_pk', ['period', 'user_id'])
    .execute();
  await db.schema.createIndex('dividend_payout_user').on('dividend_payout').columns(['user_id', 'period']).execute();

  await db.schema
    .createTable('stake_reward')
    .addColumn('lock_id', 'integer', (c) => c.notNull().references('stake_lock.id'))
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tx_public_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('paid_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stake_reward_pk', ['lock_id', 'period'])
    .execute();
  await db.schema.createIndex('stake_reward_user').on('stake_reward').columns(['user_id', 'period']).execute();

  await withIdColumn(db, db.schema.createTable('vote_proposal'))
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('deadline', 'bigint', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('vote_ballot'))
    .addColumn('proposal_id', 'integer', (c) => c.notNull().references('vote_proposal.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('option_idx', 'integer', (c) => c.notNull())
    .addColumn('weight', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('vote_ballot_once', ['proposal_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'vote_ballot',
    'vote_proposal',
    'stake_reward',
    'dividend_payout',
    'dividend_period',
    'stake_lock',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
