import type { Kysely } from 'kysely';

/**
 * Honor (issue 18 item 5): the badge tiers players earned, one row each; the primary key is what makes
 * an award happen once however many evaluations race (insert ... on conflict do nothing on both
 * databases). The cursor is the evaluation job's place in its rolling pass over the players.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('honor_award')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('badge_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('tier', 'integer', (c) => c.notNull())
    .addColumn('earned_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('honor_award_pk', ['user_id', 'badge_id', 'tier'])
    .execute();
  await db.schema
    .createTable('honor_cursor')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('cursor', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('honor_cursor').execute();
  await db.schema.dropTable('honor_award').execute();
}
