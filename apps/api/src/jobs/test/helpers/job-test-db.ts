import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';
import { createDatabase, type DatabaseHandle } from '../../../db/create-db';
import { migrateToLatest } from '../../../db/migrate';
import type { Db } from '../../../db/types';
import type { JobRegistry } from '../../job-registry';
import { JobRunner, type JobRunnerOptions } from '../../job-runner';

export const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** A test clock the test moves by hand: every time the runner and the queue use comes from it. */
export class TestClock {
  constructor(public now = 1_700_000_000_000) {}
  readonly read = (): number => this.now;
  advance(ms: number): void {
    this.now += ms;
  }
}

/** A fresh migrated database (SQLite file or PostgreSQL database) and extra handles on it on demand. */
export class JobTestDatabase {
  private readonly handles: DatabaseHandle[] = [];
  private constructor(
    private readonly database: TestDatabase,
    readonly db: Db,
  ) {}

  static async create(): Promise<JobTestDatabase> {
    const database = await createTestDatabase();
    const handle = createDatabase(database.database);
    await migrateToLatest(handle.db);
    const testDb = new JobTestDatabase(database, handle.db);
    testDb.handles.push(handle);
    return testDb;
  }

  /** Another connection (SQLite) or pool (PostgreSQL) on the same database: another "process". */
  connect(): Db {
    const handle = createDatabase(this.database.database);
    this.handles.push(handle);
    return handle.db;
  }

  runner(registry: JobRegistry, clock: TestClock, options: Partial<JobRunnerOptions> = {}, db = this.db): JobRunner {
    return new JobRunner(db, registry, {
      concurrency: 4,
      pollMs: 3_600_000,
      keepDoneMs: 7 * 24 * 60 * 60 * 1000,
      log: silentLog,
      clock: clock.read,
      random: () => 0.5,
      leaseGraceMs: 500,
      ...options,
    });
  }

  async jobs() {
    const rows = await this.db.selectFrom('job').selectAll().orderBy('id').execute();
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      run_at: Number(r.run_at),
      locked_until: r.locked_until === null ? null : Number(r.locked_until),
      attempts: Number(r.attempts),
    }));
  }

  async clear(): Promise<void> {
    await this.db.deleteFrom('job').execute();
  }

  async close(): Promise<void> {
    for (const handle of this.handles) await handle.close();
    await this.database.drop();
  }
}

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * One migrated database for a test file (created before its tests, dropped after), with no job left
 * from the previous test: the returned function gives it inside a test or hook.
 */
export function useJobTestDatabase(): () => JobTestDatabase {
  let t: JobTestDatabase | undefined;
  beforeAll(async () => {
    t = await JobTestDatabase.create();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t?.clear();
  });
  return () => {
    if (!t) throw new Error('the test database is made in beforeAll');
    return t;
  };
}
