import type { Transaction } from 'kysely';
import type { DB, Db, DbOrTrx } from './types';

/** PostgreSQL serialization failure and deadlock: safe to retry the whole transaction. */
const RETRYABLE_PG_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_PG_CODES.has(code);
}

/**
 * Runs `work` in a write transaction: BEGIN IMMEDIATE on SQLite (see sqlite-dialect.ts) and a plain
 * transaction on PostgreSQL, retried on serialization failures and deadlocks with a short jittered
 * back-off. `work` must use only `trx` (never `db`: on SQLite the single connection is held) and must
 * not await network I/O, because it may run more than once.
 */
export function writeTransaction<T>(db: Db, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return withRetries(async () => {
    // Fresh for each attempt: what a rolled-back attempt asked for is dropped with it.
    const committed: (() => void)[] = [];
    const result = await db.transaction().execute((trx) => {
      afterCommitCallbacks.set(trx, committed);
      return work(trx);
    });
    for (const callback of committed) callback();
    return result;
  });
}

const afterCommitCallbacks = new WeakMap<Transaction<DB>, (() => void)[]>();

/**
 * Runs `callback` once the work on `dbOrTrx` is committed: at once outside a transaction, after the
 * COMMIT of a writeTransaction, never if it rolls back. A hint, not a guarantee: in a transaction
 * opened otherwise (or on a derived trx) it never runs, so use it only for what may also happen
 * later anyway (the job runner's wake-up after an enqueue; its poll finds the job regardless).
 */
export function afterCommit(dbOrTrx: DbOrTrx, callback: () => void): void {
  if (!dbOrTrx.isTransaction) {
    callback();
    return;
  }
  afterCommitCallbacks.get(dbOrTrx as Transaction<DB>)?.push(callback);
}

/** Runs `attempt` again on a serialization failure or deadlock (it must be a whole transaction). */
export async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * n));
    }
  }
}
