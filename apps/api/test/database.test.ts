import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { MIGRATIONS } from '../src/db/migrations';
import { seedDemoData } from '../src/db/seed';
import { writeTransaction } from '../src/db/transaction';
import type { Db } from '../src/db/types';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** An error shaped like pg's serialization failure. */
function serializationFailure(): Error {
  return Object.assign(new Error('could not serialize access due to concurrent update'), { code: '40001' });
}

async function rowCounts(db: Db) {
  const count = async (table: 'product' | 'game_tab' | 'game_tab_product') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { product: await count('product'), game_tab: await count('game_tab'), links: await count('game_tab_product') };
}

async function tabCodes(db: Db, pattern: string): Promise<string[]> {
  const rows = await db.selectFrom('game_tab').select('code').where('code', 'like', pattern).orderBy('code').execute();
  return rows.map((r) => r.code);
}

/** A fresh, migrated database per describe block. */
function useDatabase(options: { migrate: boolean }) {
  const state = {} as { testDb: TestDatabase; handle: DatabaseHandle };
  beforeAll(async () => {
    state.testDb = await createTestDatabase();
    state.handle = createDatabase(state.testDb.database);
    if (options.migrate) await migrateToLatest(state.handle.db);
  });
  afterAll(async () => {
    await state.handle?.close();
    await state.testDb?.drop();
  });
  return state;
}

describe('migrations and seed', () => {
  const s = useDatabase({ migrate: false });

  it('applies every migration once; a second run applies nothing', async () => {
    expect(await migrateToLatest(s.handle.db)).toEqual(Object.keys(MIGRATIONS));
    expect(await migrateToLatest(s.handle.db)).toEqual([]);
  });

  it('seeds the demo catalogue; seeding again leaves the same rows', async () => {
    await seedDemoData(s.handle.db, 1_000);
    const first = await rowCounts(s.handle.db);
    expect(first).toEqual({ product: 8, game_tab: 3, links: 11 });
    const ids = await s.handle.db.selectFrom('product').select(['id', 'code']).orderBy('id').execute();

    await seedDemoData(s.handle.db, 2_000);
    expect(await rowCounts(s.handle.db)).toEqual(first);
    expect(await s.handle.db.selectFrom('product').select(['id', 'code']).orderBy('id').execute()).toEqual(ids);
  });
});

describe('writeTransaction', () => {
  const s = useDatabase({ migrate: true });

  it('commits what the work wrote and returns its result', async () => {
    const result = await writeTransaction(s.handle.db, async (trx) => {
      await trx.insertInto('game_tab').values({ code: 'tx_commit', sort: 90 }).execute();
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(await tabCodes(s.handle.db, 'tx_commit')).toEqual(['tx_commit']);
  });

  it('rolls back everything and rethrows when the work throws', async () => {
    const failure = new Error('work failed');
    await expect(
      writeTransaction(s.handle.db, async (trx) => {
        await trx.insertInto('game_tab').values({ code: 'tx_rollback', sort: 91 }).execute();
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await tabCodes(s.handle.db, 'tx_rollback')).toEqual([]);
  });

  it('retries a serialization failure (40001): the failed attempt is rolled back, the retry commits', async () => {
    let attempts = 0;
    const result = await writeTransaction(s.handle.db, async (trx) => {
      attempts++;
      await trx
        .insertInto('game_tab')
        .values({ code: `tx_retry_${attempts}`, sort: 92 })
        .execute();
      if (attempts === 1) throw serializationFailure();
      return attempts;
    });
    expect(result).toBe(2);
    expect(attempts).toBe(2);
    expect(await tabCodes(s.handle.db, 'tx_retry_%')).toEqual(['tx_retry_2']);
  });

  it('does not retry other errors', async () => {
    let attempts = 0;
    const failure = Object.assign(new Error('unique violation'), { code: '23505' });
    await expect(
      writeTransaction(s.handle.db, async () => {
        attempts++;
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(attempts).toBe(1);
  });

  it('gives up after a bounded number of attempts', async () => {
    let attempts = 0;
    await expect(
      writeTransaction(s.handle.db, async () => {
        attempts++;
        throw serializationFailure();
      }),
    ).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBe(5);
  });
});

// Dialect-specific properties: each block runs against the database it is about.
describe.runIf(!onPostgres)('SQLite', () => {
  const s = useDatabase({ migrate: true });

  function sqlitePath(): string {
    const database = s.testDb.database;
    if (database.kind !== 'sqlite') throw new Error('expected a SQLite test database');
    return database.path;
  }

  it('runs in WAL mode', async () => {
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(s.handle.db);
    expect(rows).toEqual([{ journal_mode: 'wal' }]);
  });

  it('keeps savepoint journals and temp tables in memory (temp_store = MEMORY, 2): no temporary file per page', async () => {
    const { rows } = await sql<{ temp_store: number }>`pragma temp_store`.execute(s.handle.db);
    expect(rows).toEqual([{ temp_store: 2 }]);
  });

  it('takes the write lock at BEGIN: a second connection cannot BEGIN IMMEDIATE meanwhile', async () => {
    const other = new Database(sqlitePath());
    other.pragma('busy_timeout = 0');
    const beginImmediate = () => {
      try {
        other.exec('BEGIN IMMEDIATE');
        other.exec('ROLLBACK');
        return 'ok';
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    try {
      expect(beginImmediate()).toBe('ok');

      const opened = deferred();
      const release = deferred();
      // The work neither reads nor writes: only BEGIN itself can be holding the lock.
      const transaction = writeTransaction(s.handle.db, async () => {
        opened.resolve();
        await release.promise;
      });
      await opened.promise;
      try {
        expect(beginImmediate()).toBe('SQLITE_BUSY');
      } finally {
        release.resolve();
        await transaction;
      }

      expect(beginImmediate()).toBe('ok');
    } finally {
      other.close();
    }
  });
});

describe.runIf(onPostgres)('PostgreSQL', () => {
  const s = useDatabase({ migrate: true });

  it('retries the loser of a real serialization conflict until both transactions commit', async () => {
    const attempts = { a: 0, b: 0 };
    let arrived = 0;
    const bothRead = deferred();
    // Write skew: each reads the ws_ rows, then inserts one numbered by what it read. Under
    // SERIALIZABLE one of the two first attempts fails with 40001 and is retried after the other commits.
    const run = (name: 'a' | 'b') =>
      writeTransaction(s.handle.db, async (trx) => {
        attempts[name]++;
        await sql`set transaction isolation level serializable`.execute(trx);
        const { n } = await trx
          .selectFrom('game_tab')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('code', 'like', 'ws_%')
          .executeTakeFirstOrThrow();
        if (attempts[name] === 1) {
          if (++arrived === 2) bothRead.resolve();
          await bothRead.promise;
        }
        await trx
          .insertInto('game_tab')
          .values({ code: `ws_${name}`, sort: Number(n) })
          .execute();
      });

    await Promise.all([run('a'), run('b')]);
    expect(attempts.a + attempts.b).toBe(3);
    const rows = await s.handle.db.selectFrom('game_tab').select('sort').where('code', 'like', 'ws_%').execute();
    // Serial outcome: the retried transaction saw the other's row.
    expect(rows.map((r) => Number(r.sort)).sort()).toEqual([0, 1]);
  });
});
