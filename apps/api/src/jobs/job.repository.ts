import { type ExpressionBuilder, sql } from 'kysely';
import { onPostgres } from '../db/statement-steps';
import type { DB, Db, DbOrTrx } from '../db/types';
import type { JobState } from './jobs.tables';

/** A claimed job as the runner holds it (timestamps as numbers). */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: string;
  attempts: number;
  maxAttempts: number;
  key: string | null;
  lockedBy: string;
}

export interface NewJob {
  kind: string;
  payload: string;
  runAt: number;
  maxAttempts: number;
  key: string | null;
  now: number;
}

/** Inserts a job, or nothing when its key is taken: the job's id and whether this call made it. */
export async function insertJob(db: DbOrTrx, job: NewJob): Promise<{ id: number; kind: string; created: boolean }> {
  const inserted = await db
    .insertInto('job')
    .values({
      kind: job.kind,
      payload: job.payload,
      run_at: job.runAt,
      attempts: 0,
      max_attempts: job.maxAttempts,
      state: 'queued',
      key: job.key,
      created_at: job.now,
      updated_at: job.now,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning(['id', 'kind'])
    .executeTakeFirst();
  if (inserted) return { ...inserted, created: true };
  const existing = await db
    .selectFrom('job')
    .select(['id', 'kind'])
    .where('key', '=', job.key)
    .executeTakeFirstOrThrow();
  return { ...existing, created: false };
}

/**
 * Due for a claim at `now`: queued and due, or running with an expired lease (its worker stopped) and
 * attempts left.
 */
function claimable(now: number, kinds: readonly string[]) {
  return (eb: ExpressionBuilder<DB, 'job'>) =>
    eb.and([
      eb('kind', 'in', kinds),
      eb.or([
        eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', now)]),
        eb.and([
          eb('state', '=', 'running'),
          eb('locked_until', '<=', now),
          eb('attempts', '<', eb.ref('max_attempts')),
        ]),
      ]),
    ]);
}

/** Whether any job of `kinds` is due: a plain read, so an idle poll takes no write lock. */
export async function hasDueJob(db: Db, now: number, kinds: readonly string[]): Promise<boolean> {
  const row = await db.selectFrom('job').select('id').where(claimable(now, kinds)).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims up to `limit` due jobs of `kinds` for `worker` in ONE statement, each with a lease to
 * `now + leaseMs[kind]`. PostgreSQL: the inner select locks the rows it picks FOR UPDATE SKIP LOCKED,
 * so concurrent claimers pick disjoint jobs without waiting for each other. SQLite: a write statement
 * takes the database's write lock when it starts (what BEGIN IMMEDIATE does for a transaction), so
 * the select and the update see the same rows; with one statement no transaction is needed, and none
 * is held across an await (several connections in one process, as the tests' runners, would block).
 */
export async function claimJobs(
  db: Db,
  worker: string,
  now: number,
  limit: number,
  leaseMs: ReadonlyMap<string, number>,
): Promise<ClaimedJob[]> {
  const kinds = [...leaseMs.keys()];
  if (kinds.length === 0 || limit < 1) return [];
  const lease = sql<number>`case kind ${sql.join(
    kinds.map((kind) => sql`when ${kind} then cast(${now + (leaseMs.get(kind) ?? 0)} as bigint)`),
    sql` `,
  )} end`;
  let picked = db
    .selectFrom('job')
    .select('id')
    .where(claimable(now, kinds))
    .orderBy('run_at')
    .orderBy('id')
    .limit(limit);
  if (onPostgres(db)) picked = picked.forUpdate().skipLocked();
  const rows = await db
    .updateTable('job')
    .set((eb) => ({
      state: 'running',
      attempts: eb('attempts', '+', 1),
      locked_by: worker,
      locked_until: lease,
      updated_at: now,
    }))
    .where('id', 'in', picked)
    .returning(['id', 'kind', 'payload', 'attempts', 'max_attempts', 'key'])
    .execute();
  return rows
    .map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      payload: r.payload,
      attempts: Number(r.attempts),
      maxAttempts: Number(r.max_attempts),
      key: r.key,
      lockedBy: worker,
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Running jobs whose lease expired on their last attempt end failed: their worker stopped (killed,
 * crashed, out of memory) as many times as the job may be tried, and running it again might stop the
 * next one too.
 */
export async function failAbandonedLastAttempts(db: Db, now: number): Promise<number> {
  const result = await db
    .updateTable('job')
    .set({
      state: 'failed',
      locked_by: null,
      locked_until: null,
      updated_at: now,
      last_error: sql<string>`'the worker stopped before finishing attempt ' || cast(attempts as varchar(12)) || ' (lease expired); no attempts left'`,
    })
    .where('state', '=', 'running')
    .where('locked_until', '<=', now)
    .whereRef('attempts', '>=', 'max_attempts')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface Settlement {
  state: Exclude<JobState, 'running'>;
  runAt?: number;
  error?: string;
}

/**
 * Ends an attempt: done, queued again (a retry at `runAt`) or failed. Only the lease holder of this
 * attempt may: a worker whose lease expired and whose job another worker claimed changes nothing
 * (false), so a late finish cannot overwrite the newer attempt.
 */
export async function settleJob(db: Db, job: ClaimedJob, settlement: Settlement, now: number): Promise<boolean> {
  const result = await db
    .updateTable('job')
    .set({
      state: settlement.state,
      locked_by: null,
      locked_until: null,
      updated_at: now,
      ...(settlement.runAt === undefined ? {} : { run_at: settlement.runAt }),
      ...(settlement.error === undefined ? {} : { last_error: settlement.error }),
    })
    .where('id', '=', job.id)
    .where('state', '=', 'running')
    .where('locked_by', '=', job.lockedBy)
    .where('attempts', '=', job.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes up to `batch` done jobs last changed before `before`; the caller repeats while it returns `batch`. */
export async function deleteDoneJobs(db: Db, before: number, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('job')
    .where(
      'id',
      'in',
      db.selectFrom('job').select('id').where('state', '=', 'done').where('updated_at', '<', before).limit(batch),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
