import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  SqliteAdapter,
  type SqliteDatabase,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';

/**
 * Kysely's SQLite driver opens transactions with a deferred BEGIN. A deferred transaction that reads
 * first and writes later fails at once with SQLITE_BUSY when another connection (the ledger audit
 * script, a second process) holds the write lock, ignoring busy_timeout. BEGIN IMMEDIATE takes the
 * write lock up front, so it waits out busy_timeout instead. All our transactions may write.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Distinct statements kept prepared; the API has a few hundred, an IN list of each length is one more. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely's SQLite driver prepares every query anew, and preparing costs about as much as running a
 * small statement: on the ledger's hot path (a dozen statements per transfer) it was the largest item
 * of the profile. Statements are cached by their SQL. Reusing one is safe because the driver runs one
 * query at a time on the connection and runs each to completion (all/run) before the next.
 */
function withStatementCache(database: BetterSqlite3.Database): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

export function immediateSqliteDialect(database: BetterSqlite3.Database): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ImmediateSqliteDriver({ database: withStatementCache(database) }),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
