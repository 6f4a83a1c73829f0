import type { Kysely } from 'kysely';
import { withIdColumn } from '../../db/migrations/helpers';

/** The durable job runner's queue (jobs/README.md): one row per job, claimed under a lease. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('job'))
    .addColumn('kind', 'varchar(64)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('locked_by', 'varchar(128)')
    .addColumn('locked_until', 'bigint')
    .addColumn('last_error', 'text')
    // Unique but nullable: both databases allow any number of rows without a key.
    .addColumn('key', 'varchar(200)', (c) => c.unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The claim: queued jobs by due time, and running ones by lease (state first, then the time).
  await db.schema.createIndex('job_due').on('job').columns(['state', 'run_at', 'id']).execute();
  await db.schema.createIndex('job_lease').on('job').columns(['state', 'locked_until']).execute();
  // The clean-up of done jobs by age.
  await db.schema.createIndex('job_settled').on('job').columns(['state', 'updated_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job').execute();
}
