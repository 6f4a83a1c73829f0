import { sql, type Transaction } from 'kysely';
import { isRetryable, writeTransaction } from './transaction';
import type { DB, Db } from './types';

/** Most items one write transaction takes: bounds how long a batch holds the write lock. */
const MAX_BATCH = 128;

type Work<T> = (trx: Transaction<DB>) => Promise<T>;

interface Item {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit (the way TigerBeetle batches): concurrent callers enqueue their write work, and one
 * writer runs everything queued so far inside ONE write transaction, each item in its own SAVEPOINT,
 * then COMMITs once. A failing item (insufficient funds, an idempotency conflict) rolls back to its
 * savepoint and changes nothing; the others still commit. Every caller's promise settles only after
 * the COMMIT, so an acknowledged write is as durable as if it had its own transaction, and a failed
 * COMMIT fails every item of the batch (none of them happened).
 *
 * Why: on SQLite every transaction pays BEGIN IMMEDIATE, its WAL frames and a COMMIT on the one
 * connection; on PostgreSQL every transfer locks the same fees account row until its commit is
 * flushed, which serialises them. A batch pays both once for many items. While a batch runs, the next
 * one fills up, so batches grow with the load and a lone request waits for nobody.
 *
 * Items run one after another on the batch's transaction, so `work` must use only `trx` and must not
 * await anything else (no network I/O). On PostgreSQL a deadlock or serialization failure retries the
 * whole batch (writeTransaction), so `work` may run more than once, as with writeTransaction.
 */
export class CommitQueue {
  private queued: Item[] = [];
  private draining = false;

  constructor(private readonly db: Db) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queued.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queued.length > 0) {
        const batch = this.queued.splice(0, MAX_BATCH);
        let outcomes: Outcome[] = [];
        try {
          outcomes = await writeTransaction(this.db, async (trx) => {
            const done: Outcome[] = []; // fresh on every attempt of a retried batch
            for (const item of batch) done.push(await runInSavepoint(trx, item.work));
            return done;
          });
        } catch (error) {
          for (const item of batch) item.reject(error);
          continue;
        }
        batch.forEach((item, i) => {
          const outcome = outcomes[i] as Outcome;
          if (outcome.ok) item.resolve(outcome.value);
          else item.reject(outcome.error);
        });
      }
    } finally {
      this.draining = false;
    }
  }
}

async function runInSavepoint(trx: Transaction<DB>, work: Work<unknown>): Promise<Outcome> {
  await sql`savepoint batch_item`.execute(trx);
  try {
    const value = await work(trx);
    await sql`release savepoint batch_item`.execute(trx);
    return { ok: true, value };
  } catch (error) {
    // A deadlock or serialization failure is the batch's, not the item's: retry the whole batch.
    if (isRetryable(error)) throw error;
    // Undoes this item only; on PostgreSQL it also clears the aborted state an SQL error leaves.
    await sql`rollback to savepoint batch_item`.execute(trx);
    await sql`release savepoint batch_item`.execute(trx);
    return { ok: false, error };
  }
}
