import { CompiledQuery } from 'kysely';
import type { SqliteStatements } from './sqlite-statements';
import type { Steps } from './statement-steps';
import type { Db } from './types';

/** One item's outcome in a batch: its value, or the error that rolled it back (and it alone). */
export type Outcome<T = unknown> = { ok: true; value: T } | { ok: false; error: unknown };

/** Compiled once: an item costs three statements of its own at most, never a query build. */
export const SAVEPOINT = CompiledQuery.raw('savepoint batch_item');
export const RELEASE = CompiledQuery.raw('release savepoint batch_item');
export const ROLLBACK_TO = CompiledQuery.raw('rollback to savepoint batch_item');

/**
 * A batch of statement steps in ONE write transaction on better-sqlite3, synchronously (no promise per
 * statement): BEGIN IMMEDIATE, each item in its own SAVEPOINT (a failing item is rolled back to it and
 * changes nothing; the others still commit), then one COMMIT. A COMMIT that fails throws, failing the
 * whole batch (none of it happened). Used by the commit queue on the API thread and by the SQLite write
 * worker (write-worker-host.ts) on its own connection.
 */
export function runStepBatchSync(db: Db, statements: SqliteStatements, items: (() => Steps<unknown>)[]): Outcome[] {
  statements.run('begin immediate');
  try {
    const done = items.map((steps): Outcome => {
      statements.run(SAVEPOINT.sql);
      try {
        const value = statements.runSteps(db, steps());
        statements.run(RELEASE.sql);
        return { ok: true, value };
      } catch (error) {
        statements.run(ROLLBACK_TO.sql);
        statements.run(RELEASE.sql);
        return { ok: false, error };
      }
    });
    statements.run('commit');
    return done;
  } catch (error) {
    if (statements.database.inTransaction) statements.run('rollback');
    throw error;
  }
}
