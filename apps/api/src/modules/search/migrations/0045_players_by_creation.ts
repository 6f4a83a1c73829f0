import type { Kysely } from 'kysely';

/**
 * The search index's new-players source reads players in the order they were created (search-sources.ts):
 * sign-up draws random ids, so following ids missed most new players until the rolling pass.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('app_user_created').on('app_user').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('app_user_created').execute();
}
