import type { Kysely } from 'kysely';
import { withIdColumn } from '../../../db/migrations/helpers';

/** Provably fair seed pairs (issue 12): one current pair per user and scope, revealed pairs kept. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('fair_seed_pair'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('scope', 'varchar(32)', (c) => c.notNull())
    // Sealed (lib/secret-box.ts, about 130 characters) while current; the 64 hex characters once revealed.
    .addColumn('server_seed', 'varchar(200)', (c) => c.notNull())
    .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('next_nonce', 'bigint', (c) => c.notNull())
    .addColumn('current_slot', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revealed_at', 'bigint')
    .addUniqueConstraint('fair_seed_pair_current', ['user_id', 'scope', 'current_slot'])
    .execute();
  await db.schema
    .createIndex('fair_seed_pair_revealed')
    .on('fair_seed_pair')
    .columns(['user_id', 'scope', 'revealed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fair_seed_pair').execute();
}
