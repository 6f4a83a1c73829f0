import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type ChangeVersion, noChangeVersion, SqliteVersions } from './change-version';
import { immediateSqliteDialect } from './sqlite-dialect';
import { registerSqliteStatements, SqliteStatements } from './sqlite-statements';
import type { DatabaseKind, Db } from './types';
import { startWalCheckpointer } from './wal-checkpointer';
import { closeWriteWorkers } from './write-worker';

/** Which database to open (config.ts reads it from DATABASE_URL or SQLITE_PATH). */
export type DatabaseSettings = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** Changes whenever any row may have changed; undefined on PostgreSQL (see change-version.ts). */
  changeVersion: ChangeVersion;
  /**
   * A version read from a counter the schema keeps (`sql` selects its one value): on SQLite a prepared
   * statement per call; on PostgreSQL none, since the read would cost the round trip it saves.
   */
  counterVersion(sql: string): ChangeVersion;
  /**
   * Called as each request begins: a version read before it is not reused for it (change-version.ts).
   * Nothing on PostgreSQL.
   */
  requestArrived(): void;
  /**
   * A request about to read versions waits for this: on SQLite it resolves at the end of the event
   * loop's turn, so that one version read serves every request of the turn (change-version.ts);
   * undefined on PostgreSQL, which has no version to share.
   */
  turnEnd(): Promise<void> | undefined;
  /** Closes the pool or file handle; safe to call twice. */
  close(): Promise<void>;
}

/** SQLITE_BUSY waits up to this long for another writer before failing. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * SQLite's page cache per connection (64 MB, SQLite's default is 2 MB) and the file mapped into memory
 * for reads (256 MB, default none): the ledger's indexes are read on every transfer, and a read from the
 * cache or the mapping costs no system call. Neither changes what is written or when.
 */
const SQLITE_CACHE_KIB = 65_536;
const SQLITE_MMAP_BYTES = 268_435_456;

export function createDatabase(
  database: DatabaseSettings,
  /** Whether this connection starts the background WAL checkpointer (not the write worker's second connection). */
  options: { checkpointer?: boolean } = {},
): DatabaseHandle {
  let db: Db;
  let stopCheckpointer = async (): Promise<void> => {};
  let changeVersion = noChangeVersion;
  let counterVersion = (_sql: string): ChangeVersion => noChangeVersion;
  let requestArrived = (): void => {};
  let turnEnd = (): Promise<void> | undefined => undefined;
  if (database.kind === 'sqlite') {
    if (database.path !== ':memory:') fs.mkdirSync(path.dirname(database.path), { recursive: true });
    const sqlite = new Database(database.path);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    sqlite.pragma('foreign_keys = ON');
    // NORMAL is durable across application crashes in WAL mode; only an OS crash can lose the
    // last transactions, which is the usual trade for a single-machine deployment.
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
    sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
    // The savepoint journals in memory (with temp tables and sorts). Every item of the commit queue runs
    // under a savepoint, and SQLite copies each page the item changes into its sub-journal first; past
    // 64 KiB that journal spills to a temporary file, so a batch of transfers (about 130 pages) paid a
    // write system call per page before its commit (perf, issue 10, tenth pass). The sub-journal only
    // serves a rollback to the savepoint: crash recovery is the WAL's, so durability does not change.
    sqlite.pragma('temp_store = MEMORY');
    if (options.checkpointer !== false && !sqlite.memory) stopCheckpointer = startWalCheckpointer(sqlite);
    const statements = new SqliteStatements(sqlite);
    db = new Kysely({ dialect: immediateSqliteDialect(statements) });
    registerSqliteStatements(db, statements);
    const versions = new SqliteVersions(sqlite, () => statements.writes);
    changeVersion = versions.changeVersion;
    counterVersion = (sql) => versions.counter(sql);
    requestArrived = () => versions.requestArrived();
    turnEnd = versions.turnEnd;
  } else {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    // An idle client that loses its server emits 'error'; without a listener it would crash the process.
    pool.on('error', () => {});
    db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  }
  let closed = false;
  return {
    db,
    kind: database.kind,
    changeVersion,
    counterVersion,
    requestArrived,
    turnEnd,
    async close() {
      if (closed) return;
      closed = true;
      await closeWriteWorkers(db);
      await stopCheckpointer();
      await db.destroy();
    },
  };
}
