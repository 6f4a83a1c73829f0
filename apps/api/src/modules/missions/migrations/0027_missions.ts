import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/**
 * Missions (issue 15): their definitions (seeded from data/missions.json, then the operators'), the
 * events they count and the rewards paid, each unique where it must happen once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mission_def')
    .addColumn('id', 'varchar(48)', (c) => c.primaryKey())
    .addColumn('section', 'varchar(16)', (c) => c.notNull())
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('target', 'integer', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('reward_units', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('mission_event'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('ref', 'varchar(96)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('mission_event_once', ['user_id', 'kind', 'ref'])
    .execute();
  await db.schema
    .createIndex('mission_event_user_kind_at')
    .on('mission_event')
    .columns(['user_id', 'kind', 'at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('mission_claim'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('mission_id', 'varchar(48)', (c) => c.notNull())
    .addColumn('period_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tx_public_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('mission_claim_once', ['user_id', 'mission_id', 'period_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mission_claim').execute();
  await db.schema.dropTable('mission_event').execute();
  await db.schema.dropTable('mission_def').execute();
}
