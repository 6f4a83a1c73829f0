import type BetterSqlite3 from 'better-sqlite3';
import type { Steps } from './statement-steps';
import type { Db } from './types';

/** Distinct statements kept prepared; the API has a few hundred, an IN list of each length is one more. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * The process's one SQLite connection with its prepared statements, shared by Kysely's driver
 * (sqlite-dialect.ts) and the commit queue's synchronous batches. Kysely's SQLite driver prepares
 * every query anew, and preparing costs about as much as running a small statement: on the ledger's
 * hot path it was the largest item of the profile. Statements are cached by their SQL. Reusing one is
 * safe because every statement runs to completion (all/run) before the next one starts.
 */
export class SqliteStatements {
  private readonly cache = new Map<string, BetterSqlite3.Statement>();
  /** Statements that may write, counted as they are prepared to run (change-version.ts reuses a read while it stays). */
  writes = 0;

  constructor(readonly database: BetterSqlite3.Database) {}

  /**
   * Another connection of this process (the write worker, write-worker.ts) committed: counted as a write
   * of this one, so that a version read before it is not reused after it (change-version.ts).
   */
  otherWriterCommitted(): void {
    this.writes++;
  }

  prepare(sql: string): BetterSqlite3.Statement {
    let statement = this.cache.get(sql);
    if (!statement) {
      statement = this.database.prepare(sql);
      if (this.cache.size >= STATEMENT_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(sql, statement);
    }
    // Every statement of this connection is prepared here right before it runs (Kysely's driver and the
    // commit queue's batches), so this counts each writing statement once per run.
    if (!statement.readonly) this.writes++;
    return statement;
  }

  /** Runs one statement now: its rows, or none for a statement that returns nothing. */
  run(sql: string, parameters: readonly unknown[] = []): unknown[] {
    const statement = this.prepare(sql);
    if (statement.reader) return statement.all(parameters);
    statement.run(parameters);
    return [];
  }

  /**
   * Runs steps to their end synchronously, each statement on this connection as it is yielded (no
   * promise per statement). `db` compiles the statements (it is this connection's Kysely). Steps that
   * need an awaited piece cannot run here.
   */
  runSteps<T>(db: Db, steps: Steps<T>): T {
    let next = steps.next();
    while (!next.done) {
      const step = next.value;
      let rows: unknown[];
      try {
        if ('async' in step) throw new Error('awaited work cannot run in a synchronous SQLite batch');
        const { sql, parameters } = step.compile(db);
        rows = this.run(sql, parameters);
      } catch (error) {
        next = steps.throw(error);
        continue;
      }
      next = steps.next(rows);
    }
    return next.value;
  }
}

/** The statements of each SQLite Kysely instance that createDatabase made (none on PostgreSQL). */
const owners = new WeakMap<Db, SqliteStatements>();

export function registerSqliteStatements(db: Db, statements: SqliteStatements): void {
  owners.set(db, statements);
}

export function sqliteStatementsOf(db: Db): SqliteStatements | undefined {
  return owners.get(db);
}
