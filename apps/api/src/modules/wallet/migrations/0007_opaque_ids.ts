import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../../db/migrations/helpers';
import { newTxPublicId } from '../tx-public-id';

/** Rows backfilled per round: bounded memory on a large ledger. */
const BATCH = 500;

type LedgerTxIds = { ledger_tx: { id: number; created_at: number | string; public_id: string | null } };

/**
 * Opaque ids (issue 20): every ledger transaction gets the id users see, a ULID (tx-public-id.ts).
 * Existing transactions get one from their own time. User ids need no schema change: new ones are
 * drawn at random by the auth module (packages/shared auth/user-id.ts) and existing ones are kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_tx').addColumn('public_id', 'varchar(26)').execute();
  const typed = db as unknown as Kysely<LedgerTxIds>;
  for (;;) {
    const rows = await typed
      .selectFrom('ledger_tx')
      .select(['id', 'created_at'])
      .where('public_id', 'is', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      await typed
        .updateTable('ledger_tx')
        .set({ public_id: newTxPublicId(Number(row.created_at)) })
        .where('id', '=', row.id)
        .execute();
    }
  }
  await db.schema.createIndex('ledger_tx_public_id').on('ledger_tx').column('public_id').unique().execute();
  // SQLite cannot add NOT NULL to an existing column; there the ledger's insert always sets it.
  if (isPostgres(db)) await sql`alter table ledger_tx alter column public_id set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_tx_public_id').execute();
  await db.schema.alterTable('ledger_tx').dropColumn('public_id').execute();
}
