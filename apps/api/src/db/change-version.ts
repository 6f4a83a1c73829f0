import type BetterSqlite3 from 'better-sqlite3';

/**
 * A value that differs whenever any row of the database may have changed since it was last read,
 * or undefined when there is no cheap one. A cache may keep a read made after reading the version
 * for as long as the version stays the same (auth's session cache, docs/decisions.md).
 */
export type ChangeVersion = () => string | undefined;

/**
 * SQLite: `data_version` changes when another connection commits (another API process, the ledger
 * check, an operator's shell), and `total_changes()` counts every row this connection changed,
 * committed or not, rolled back or not. Both only grow, so an unchanged pair means no row changed.
 * The process has one connection (sqlite-dialect.ts); these two statements run on it directly and
 * cost a fraction of an indexed lookup. When they cannot run (a closed handle) there is no version.
 */
export function sqliteChangeVersion(database: BetterSqlite3.Database): ChangeVersion {
  // One statement for both (a per-request read on the signed-in wallet path): each statement is a
  // read transaction of its own, with its file locks.
  let read: BetterSqlite3.Statement<[], { d: number; t: number }> | undefined;
  return () => {
    try {
      read ??= database.prepare('select data_version as d, total_changes() as t from pragma_data_version');
      const row = read.get() as { d: number; t: number };
      return `${row.d}.${row.t}`;
    } catch {
      return undefined;
    }
  };
}

/**
 * SQLite: a counter the schema keeps (a one-row table bumped by triggers, e.g. auth's `auth_epoch`),
 * read with one prepared statement on the process's connection. Only a committed value is a version:
 * inside an open transaction of this connection (a Kysely transaction between two statements) the read
 * could see a bump that is later rolled back, and a value that comes back after a rollback must never
 * stand for two states, so there is no version then, nor when the read fails.
 */
export function sqliteCounterVersion(database: BetterSqlite3.Database, sql: string): ChangeVersion {
  let read: BetterSqlite3.Statement | undefined;
  return () => {
    if (database.inTransaction) return undefined;
    try {
      read ??= database.prepare(sql).pluck();
      return String(read.get());
    } catch {
      return undefined;
    }
  };
}

/** PostgreSQL has no cheap equivalent (a query costs a round trip): reads are never cached there. */
export const noChangeVersion: ChangeVersion = () => undefined;
