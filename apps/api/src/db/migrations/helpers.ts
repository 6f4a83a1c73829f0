import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * An auto-numbered integer primary key on both databases: `serial` on PostgreSQL, and on SQLite an
 * `integer primary key`, which aliases the rowid and numbers new rows itself.
 */
export function withIdColumn<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return table.addColumn('id', isPostgres(db) ? 'serial' : 'integer', (c) => c.primaryKey());
}
