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

  it.runIf(!onPostgres)('SQLite: changes when another connection commits, from the next request on', async () => {
    const before = handle.changeVersion();
    await setPrice(other, 10_000_000_002);
    handle.requestArrived();
    expect(handle.changeVersion()).not.toBe(before);
  });

  it.runIf(!onPostgres)(
    'SQLite: changes when another connection commits, from the next turn of the event loop on',
    async () => {
      const before = handle.changeVersion();
      await setPrice(other, 10_000_000_003);
      await new Promise((resolve) => setImmediate(resolve));
      expect(handle.changeVersion()).not.toBe(before);
    },
  );

  it.runIf(!onPostgres)(
    'SQLite: one read answers the calls that follow it while no request arrives, in the same turn (every request in flight arrived before it)',
    async () => {
      handle.requestArrived();
      const before = handle.changeVersion();
      // Another process commits now: the requests in flight may still be answered as of the read above.
      await setPrice(other, 10_000_000_004);
      expect(handle.changeVersion()).toBe(before);
    },
  );

  it.runIf(!onPostgres)(
    'SQLite: requests that wait for the end of the turn share one read, made after the last of them arrived',
    async () => {
      const seen: (string | undefined)[] = [];
      const request = async () => {
        handle.requestArrived();
        await handle.turnEnd();
        seen.push(handle.changeVersion());
      };
      const first = request();
      // Another process commits while this turn's requests are still arriving: both see it.
      await setPrice(other, 10_000_000_005);
      const second = request();
      await Promise.all([first, second]);
      handle.requestArrived();
      const current = handle.changeVersion();
      expect(seen).toEqual([current, current]);
    },
  );

  it.runIf(!onPostgres)('SQLite: the end of the turn is one wait for all, and a new one in the next turn', async () => {
    const wait = handle.turnEnd();
    expect(handle.turnEnd()).toBe(wait);
    await wait;
    expect(handle.turnEnd()).not.toBe(wait);
  });

  it.runIf(!onPostgres)('SQLite: the session counter and the change version come from one read', async () => {
    const epoch = handle.counterVersion('select value from auth_epoch where id = 1');
    handle.requestArrived();
    const [data, sessions] = [handle.changeVersion(), epoch()];
    await other.db.updateTable('auth_epoch').set({ value: 1_000 }).where('id', '=', 1).execute();
    // Reused together...
    expect([handle.changeVersion(), epoch()]).toEqual([data, sessions]);
    handle.requestArrived();
    // ...and read again together.
    expect(epoch()).toBe('1000');
    expect(handle.changeVersion()).not.toBe(data);
  });

  it.runIf(!onPostgres)('SQLite: no counter version inside an open transaction of this connection', async () => {
    const epoch = handle.counterVersion('select value from auth_epoch where id = 1');
    await handle.db.transaction().execute(async (trx) => {
      await trx.selectFrom('coin').select('code').execute();
      handle.requestArrived();
      expect(epoch()).toBeUndefined();
      expect(handle.changeVersion()).toEqual(expect.any(String));
    });
    handle.requestArrived();
    expect(epoch()).toEqual(expect.any(String));
  });

  it.runIf(!onPostgres)('SQLite: no version once the handle is closed', async () => {
    const closing = createDatabase(testDb.database);
    await closing.db.selectFrom('coin').select('code').execute();
    await closing.close();
    expect(closing.changeVersion()).toBeUndefined();
  });

  it.runIf(onPostgres)('PostgreSQL: no version, so nothing is cached', () => {
    expect(handle.changeVersion()).toBeUndefined();
    expect(handle.turnEnd()).toBeUndefined();
  });
});
