import { type Kysely, sql } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/**
 * Agents (issue 16 item 4): applications (one pending per player: a partial unique index, so two
 * applications at once cannot both be open), agents with their parent, invite links (one per
 * campaign and package of an agent) and the commission statement (one line per agent and UTC day,
 * the primary key that makes the daily payout exactly once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('agent_application'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('expected_players', 'integer', (c) => c.notNull())
    .addColumn('note', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('agent_application_one_open')
    .on('agent_application')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema.createIndex('agent_application_user').on('agent_application').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('agent')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id'))
    .addColumn('parent_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('application_id', 'integer', (c) => c.notNull())
    .addColumn('approved_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('agent_parent').on('agent').column('parent_id').execute();

  await withIdColumn(db, db.schema.createTable('agent_link'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('slug', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('campaign', 'varchar(64)', (c) => c.notNull())
    .addColumn('pkg', 'varchar(32)', (c) => c.notNull())
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('agent_link_pair', ['agent_id', 'campaign', 'pkg'])
    .execute();

  await db.schema
    .createTable('agent_commission')
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('coin', 'varchar(8)', (c) => c.notNull())
    .addColumn('level1_volume', 'bigint', (c) => c.notNull())
    .addColumn('level2_volume', 'bigint', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('tx_public_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_commission_pk', ['agent_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_commission').execute();
  await db.schema.dropTable('agent_link').execute();
  await db.schema.dropTable('agent').execute();
  await db.schema.dropTable('agent_application').execute();
}
