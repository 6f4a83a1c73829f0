import { SqliteAdapter, type Transaction } from 'kysely';
import { type SqliteStatements, sqliteStatementsOf } from './sqlite-statements';
import { awaited, runSteps, type Steps } from './statement-steps';
import { type Outcome, RELEASE, ROLLBACK_TO, runStepBatchSync, SAVEPOINT } from './step-batch';
import { isRetryable, writeTransaction } from './transaction';
import type { DB, Db } from './types';

/** Most items one write transaction takes: bounds how long a batch holds the write lock. */
const MAX_BATCH = 128;

type Work<T> = (trx: Transaction<DB>) => Promise<T>;

interface Item {
  steps: () => Steps<unknown>;
  /** Only statements (no awaited work): a batch of such items runs synchronously on SQLite. */
  sync: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit on SQLite (the way TigerBeetle batches): concurrent callers enqueue their write work,
 * and one writer runs everything queued so far inside ONE write transaction (BEGIN IMMEDIATE), each
 * item in its own SAVEPOINT, then COMMITs once. A failing item (insufficient funds, an idempotency
 * conflict) rolls back to its savepoint and changes nothing; the others still commit. Every caller's
 * promise settles only after the COMMIT, so an acknowledged write is as durable as if it had its own
 * transaction, and a failed COMMIT fails every item of the batch (none of them happened).
 *
 * Why on SQLite: the process has one connection and writes are serialised anyway, and every
 * transaction pays BEGIN, its WAL frames (the same hot pages again and again: the fees account, the
 * index leaves) and a COMMIT; a batch pays them once. While a batch runs the next one fills up, so
 * batches grow with the load and a lone request waits only for the next turn of the event loop.
 *
 * Why not on PostgreSQL: there a batch runs its statements one round trip after another on one
 * connection, which was slower than the pool's parallel transactions; PostgreSQL already shares one
 * WAL flush among concurrent commits. `run` is a plain writeTransaction there, kept short, its rows
 * locked in postTransaction's fixed order. (Transfers between users batch on PostgreSQL another way: a
 * batch is one call of a SQL function, one round trip; wallet's transfer-call.repository.ts.)
 *
 * Items run one after another on the batch's transaction, so `work` must use only `trx` and must not
 * await anything else (no network I/O). As with writeTransaction, `work` may run more than once.
 *
 * Items given as steps (`runSteps`, statement-steps.ts) need no promise per statement: a batch made of
 * them only runs synchronously on better-sqlite3 (BEGIN IMMEDIATE, a SAVEPOINT per item, COMMIT), with
 * the connection taken from Kysely for the batch's length, so no Kysely transaction interleaves. A
 * batch with any awaited item runs through Kysely as before.
 */
export class CommitQueue {
  private queued: Item[] = [];
  private draining = false;
  private readonly batching: boolean;
  private readonly statements: SqliteStatements | undefined;

  constructor(private readonly db: Db) {
    this.batching = db.getExecutor().adapter instanceof SqliteAdapter;
    this.statements = this.batching ? sqliteStatementsOf(db) : undefined;
  }

  /** Awaited work, in a batch on SQLite (through Kysely), in its own transaction on PostgreSQL. */
  run<T>(work: Work<T>): Promise<T> {
    return this.enqueue(() => awaited(work), false);
  }

  /** Statement steps: the same, but a batch of only these runs synchronously on SQLite. */
  runSteps<T>(steps: () => Steps<T>): Promise<T> {
    return this.enqueue(steps, true);
  }

  private enqueue<T>(steps: () => Steps<T>, sync: boolean): Promise<T> {
    if (!this.batching) return writeTransaction(this.db, (trx) => runSteps(trx, steps()));
    return new Promise<T>((resolve, reject) => {
      this.queued.push({ steps, sync, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  /**
   * A batch starts on the event loop's next turn, not at once: SQLite answers synchronously, so a batch
   * started by the first caller would run to its COMMIT before the loop read the next request, and
   * every batch would hold one item (issue 10 measured one commit per transfer). By the next turn every
   * request already read from its socket has queued its work.
   */
  private schedule(): void {
    if (this.draining) return;
    this.draining = true;
    setImmediate(() => void this.drainOne());
  }

  private async drainOne(): Promise<void> {
    const batch = this.queued.splice(0, MAX_BATCH);
    try {
      await this.commit(batch);
    } finally {
      this.draining = false;
      if (this.queued.length > 0) this.schedule();
    }
  }

  private async commit(batch: Item[]): Promise<void> {
    let outcomes: Outcome[] = [];
    const statements = this.statements;
    try {
      if (statements && batch.every((item) => item.sync)) {
        // Kysely's connection is held (no Kysely transaction can begin) while the batch runs without a pause.
        outcomes = await this.db.connection().execute(async () =>
          runStepBatchSync(
            this.db,
            statements,
            batch.map((item) => item.steps),
          ),
        );
      } else {
        outcomes = await writeTransaction(this.db, async (trx) => {
          const done: Outcome[] = []; // fresh on every attempt of a retried batch
          for (const item of batch) done.push(await runInSavepoint(trx, item.steps));
          return done;
        });
      }
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, i) => {
      const outcome = outcomes[i] as Outcome;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }
}

async function runInSavepoint(trx: Transaction<DB>, steps: () => Steps<unknown>): Promise<Outcome> {
  await trx.executeQuery(SAVEPOINT);
  try {
    const value = await runSteps(trx, steps());
    await trx.executeQuery(RELEASE);
    return { ok: true, value };
  } catch (error) {
    // A retryable failure (PostgreSQL deadlock, should batching ever run there) is the batch's.
    if (isRetryable(error)) throw error;
    // Undoes this item only.
    await trx.executeQuery(ROLLBACK_TO);
    await trx.executeQuery(RELEASE);
    return { ok: false, error };
  }
}
