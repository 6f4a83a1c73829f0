import type { Kysely } from 'kysely';

/**
 * An owner can disable an operator (issue 11): the account stays (the audit log names it), its
 * sessions end and sign-in is refused until an owner enables it again. Null: not disabled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ops_operator').addColumn('disabled_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ops_operator').dropColumn('disabled_at').execute();
}
