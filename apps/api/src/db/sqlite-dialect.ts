import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { SqliteStatements } from './sqlite-statements';

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

/** Kysely's driver prepares through the shared statement cache (sqlite-statements.ts). */
export function immediateSqliteDialect(statements: SqliteStatements): Dialect {
  const database = { close: () => statements.database.close(), prepare: (sql: string) => statements.prepare(sql) };
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ImmediateSqliteDriver({ database }),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}
