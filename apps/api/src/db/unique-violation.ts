/**
 * A write that lost a race on a unique key (PostgreSQL 23505, SQLite's constraint codes). Callers
 * turn it into the business answer the race means (a conflict, an idempotent replay).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
