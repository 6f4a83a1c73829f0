import { type CompiledQuery, PostgresAdapter, type Transaction } from 'kysely';
import type { DB, DbOrTrx } from './types';

/** A statement with its values, compiled for whichever database runs it. */
export interface BoundStatement<R = unknown> {
  readonly compile: (db: DbOrTrx) => CompiledQuery<R>;
}

/** Work that needs Kysely and awaits (a query builder's execute): only the async runner takes it. */
export interface AsyncStep<T = unknown> {
  readonly async: (trx: Transaction<DB>) => Promise<T>;
}

/**
 * Database work written once for both ways of running it: a generator that yields each statement and
 * gets its rows back. `runSteps` awaits each through Kysely (PostgreSQL, or inside a Kysely
 * transaction); the SQLite commit queue runs a batch of them synchronously on better-sqlite3
 * (sqlite-statements.ts), with no promise per statement. Write `const rows = yield* rowsOf(statement)`.
 */
export type Steps<T> = Generator<BoundStatement | AsyncStep, T, unknown>;

export function* rowsOf<R>(statement: BoundStatement<R>): Generator<BoundStatement | AsyncStep, R[], unknown> {
  return (yield statement) as R[];
}

/** An awaited piece inside steps: such steps run only on the async runner (a Kysely transaction). */
export function* awaited<T>(
  work: (trx: Transaction<DB>) => Promise<T>,
): Generator<BoundStatement | AsyncStep, T, unknown> {
  return (yield { async: work }) as T;
}

/** A statement that is the same on every database, compiled already (SQL text and parameters). */
export function boundRaw<R>(query: CompiledQuery<R>): BoundStatement<R> {
  return { compile: () => query };
}

/** Runs steps through Kysely, one awaited statement after another. `db` must be a transaction for AsyncSteps. */
export async function runSteps<T>(db: DbOrTrx, steps: Steps<T>): Promise<T> {
  let next = steps.next();
  while (!next.done) {
    const step = next.value;
    let result: unknown;
    try {
      result =
        'async' in step ? await step.async(db as Transaction<DB>) : (await db.executeQuery(step.compile(db))).rows;
    } catch (error) {
      next = steps.throw(error);
      continue;
    }
    next = steps.next(result);
  }
  return next.value;
}

/** Whether steps for `db` should take PostgreSQL's statements (where a statement costs a round trip). */
export function onPostgres(db: DbOrTrx): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
