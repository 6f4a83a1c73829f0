import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledQuery } from '../src/db/compiled-query';
import { createDatabase, type DatabaseHandle } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe(`compiledQuery: built once, run with each call's values (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    handle = createDatabase(testDb.database);
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    await testDb.drop();
  });

  it('answers as the same query built anew, for every set of values, with the constants it holds', async () => {
    const priced = compiledQuery((db, v: { above: number; code: string }) =>
      db
        .selectFrom('coin')
        .select(['code', 'decimals'])
        .where((eb) => eb.or([eb('usdt_price_e12', '>', v.above), eb('code', '=', v.code)]))
        .where('decimals', '>=', 2)
        .orderBy('code'),
    );
    for (const values of [
      { above: 0, code: 'WH' },
      { above: 5_000_000_000, code: 'HAPPY' },
      { above: 10 ** 15, code: 'nothing' },
      { above: 10 ** 15, code: 'KC' },
    ]) {
      const fresh = await handle.db
        .selectFrom('coin')
        .select(['code', 'decimals'])
        .where((eb) => eb.or([eb('usdt_price_e12', '>', values.above), eb('code', '=', values.code)]))
        .where('decimals', '>=', 2)
        .orderBy('code')
        .execute();
      expect(await priced(handle.db, values)).toEqual(fresh);
    }
  });

  it('runs inside a transaction too', async () => {
    const one = compiledQuery((db, v: { code: string }) =>
      db.selectFrom('coin').select('decimals').where('code', '=', v.code),
    );
    const rows = await handle.db.transaction().execute((trx) => one(trx, { code: 'KTHER' }));
    expect(rows.map((r) => Number(r.decimals))).toEqual([8]);
  });

  it('refuses a value that does not reach the query as one parameter of its own', async () => {
    // Computing with a value at build time uses its placeholder, not the value of the call.
    const computed = compiledQuery((db, v: { count: number }) =>
      db
        .selectFrom('coin')
        .select('code')
        .limit(v.count + 1),
    );
    await expect(computed(handle.db, { count: 1 })).rejects.toThrow(/count did not become a parameter/);
    const written = compiledQuery((db, v: { code: string }) =>
      db
        .selectFrom('coin')
        .select('code')
        .where('code', '=', sql.raw<string>(`'${v.code}'`)),
    );
    await expect(written(handle.db, { code: 'WH' })).rejects.toThrow(/code did not become a parameter/);
  });
});
