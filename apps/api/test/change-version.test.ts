import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('changeVersion: what a cache may key on', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  /** Another connection to the same database: another API process, an operator's shell. */
  let other: DatabaseHandle;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    handle = createDatabase(testDb.database);
    other = createDatabase(testDb.database);
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await other.close();
    await handle.close();
    await testDb.drop();
  });

  const setPrice = (h: DatabaseHandle, price: number) =>
    h.db.updateTable('coin').set({ usdt_price_e12: price }).where('code', '=', 'WH').execute();

  it.runIf(!onPostgres)('SQLite: stays while only reads run', async () => {
    const before = handle.changeVersion();
    await handle.db.selectFrom('coin').selectAll().execute();
    await other.db.selectFrom('coin').selectAll().execute();
    expect(before).toEqual(expect.any(String));
    expect(handle.changeVersion()).toBe(before);
  });

  it.runIf(!onPostgres)('SQLite: changes with a write of this connection, even one rolled back', async () => {
    const before = handle.changeVersion();
    await setPrice(handle, 10_000_000_001);
    const afterWrite = handle.changeVersion();
    expect(afterWrite).not.toBe(before);
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('coin').set({ usdt_price_e12: 1 }).where('code', '=', 'WH').execute();
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(handle.changeVersion()).not.toBe(afterWrite);
  });

  it.runIf(!onPostgres)('SQLite: changes when another connection commits', async () => {
    const before = handle.changeVersion();
    await setPrice(other, 10_000_000_002);
    expect(handle.changeVersion()).not.toBe(before);
  });

  it.runIf(!onPostgres)('SQLite: no version once the handle is closed', async () => {
    const closing = createDatabase(testDb.database);
    await closing.db.selectFrom('coin').select('code').execute();
    await closing.close();
    expect(closing.changeVersion()).toBeUndefined();
  });

  it.runIf(onPostgres)('PostgreSQL: no version, so nothing is cached', () => {
    expect(handle.changeVersion()).toBeUndefined();
  });
});
