import type { Kysely } from 'kysely';

/**
 * The task service's profile of a user (issue 4, POST /cpl/init): created by the first init, then
 * counted. One row per user; the upsert that writes it is a single statement, so concurrent inits of
 * one user cannot both create it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('task_profile')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id').onDelete('cascade'))
    .addColumn('first_init_at', 'bigint', (c) => c.notNull())
    .addColumn('last_init_at', 'bigint', (c) => c.notNull())
    .addColumn('init_count', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('task_profile').execute();
}
