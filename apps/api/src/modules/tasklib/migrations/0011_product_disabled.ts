import type { Kysely } from 'kysely';

/**
 * The home catalogue becomes editable by operators (issue 11): a product is disabled rather than
 * deleted (the audit log and old links keep naming it), and the home page leaves disabled ones out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('product')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product').dropColumn('disabled').execute();
}
