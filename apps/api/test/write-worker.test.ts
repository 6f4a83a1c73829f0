import { Worker } from 'node:worker_threads';
import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { isUniqueViolation } from '../src/db/unique-violation';
import { type SqliteWriteWorker, sqliteWriteWorker } from '../src/db/write-worker';
import { ApiError } from '../src/lib/api-error';
import type { PriceInput } from './helpers/price-writer.worker';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ENTRY = new URL('./helpers/price-writer.worker.ts', import.meta.url);
const BATCHES = { maxBatch: 128, maxInFlight: 2 };

/**
 * db/write-worker.ts: SQLite's write work in a worker thread with a connection of its own (issue 10,
 * sixth pass). Calls made at once share one write transaction there, each item rolled back alone when
 * it fails, its error reaching the caller as it was thrown; what it committed is seen by this thread's
 * reads as soon as the call resolves; a worker that dies fails its calls and is replaced.
 */
describe('the SQLite write worker', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let worker: SqliteWriteWorker<PriceInput, { code: string; price: number }>;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    handle = createDatabase(testDb.database);
    await migrateToLatest(handle.db);
    if (!onPostgres) worker = sqliteWriteWorker(handle.db, ENTRY, BATCHES) as typeof worker;
  });
  afterAll(async () => {
    await handle.close();
    await testDb.drop();
  });

  const price = async (code: string) =>
    Number(
      (await handle.db.selectFrom('coin').select('usdt_price_e12').where('code', '=', code).executeTakeFirstOrThrow())
        .usdt_price_e12,
    );
  const settle = (call: Promise<unknown>) =>
    call.then(
      (value) => ({ value, error: undefined }),
      (error: unknown) => ({ value: undefined, error }),
    );

  it.runIf(onPostgres)('is not made on PostgreSQL', () => {
    expect(sqliteWriteWorker(handle.db, ENTRY, BATCHES)).toBeUndefined();
  });

  it.runIf(!onPostgres)(
    'runs calls made at once as one transaction; a failing item changes nothing and rejects with its own error',
    async () => {
      const before = { WH: await price('WH'), KTHER: await price('KTHER'), HAPPY: await price('HAPPY') };
      const messages = vi.spyOn(Worker.prototype, 'postMessage');
      let outcomes: { value: unknown; error: unknown }[];
      let sent: number;
      try {
        outcomes = await Promise.all([
          settle(worker.call({ code: 'WH', price: 7_000_000_001 })),
          settle(worker.call({ code: 'KTHER', price: 7_000_000_002, fail: 'api' })),
          settle(worker.call({ code: 'HAPPY', price: 7_000_000_003, fail: 'plain' })),
          settle(worker.call({ code: 'KUSDT', price: 7_000_000_004 })),
        ]);
        sent = messages.mock.calls.length;
      } finally {
        messages.mockRestore();
      }
      expect(sent).toBe(1);
      expect(outcomes[0]?.value).toEqual({ code: 'WH', price: 7_000_000_001 });
      expect(outcomes[3]?.value).toEqual({ code: 'KUSDT', price: 7_000_000_004 });
      const api = outcomes[1]?.error;
      expect(api).toBeInstanceOf(ApiError);
      expect(api).toMatchObject({
        code: BodyCode.BALANCE_LACK,
        message: 'Insufficient WH balance',
        data: { coin: 'WH' },
      });
      expect(isUniqueViolation(outcomes[2]?.error)).toBe(true);
      // This thread reads what the worker committed, and nothing of the failed items.
      expect(await price('WH')).toBe(7_000_000_001);
      expect(await price('KUSDT')).toBe(7_000_000_004);
      expect(await price('KTHER')).toBe(before.KTHER);
      expect(await price('HAPPY')).toBe(before.HAPPY);
    },
  );

  it.runIf(!onPostgres)('a version read before a call is not reused after it (read-your-writes)', async () => {
    handle.requestArrived();
    const before = handle.changeVersion();
    await worker.call({ code: 'WH', price: 7_000_000_005 });
    expect(handle.changeVersion()).not.toBe(before);
    expect(await price('WH')).toBe(7_000_000_005);
  });

  it.runIf(!onPostgres)('a worker that dies fails the calls in flight; the next call gets a new worker', async () => {
    const lost = await settle(worker.call({ code: 'WH', price: 7_000_000_006, fail: 'exit' }));
    expect(String(lost.error)).toContain('exited with code 3');
    expect(await worker.call({ code: 'WH', price: 7_000_000_007 })).toEqual({ code: 'WH', price: 7_000_000_007 });
    expect(await price('WH')).toBe(7_000_000_007);
  });

  it.runIf(!onPostgres)('stops with the database handle: calls after it fail', async () => {
    const own = createDatabase(testDb.database);
    const ownWorker = sqliteWriteWorker<PriceInput, unknown>(own.db, ENTRY, BATCHES);
    await ownWorker?.call({ code: 'WH', price: 7_000_000_008 });
    await own.close();
    await expect(ownWorker?.call({ code: 'WH', price: 7_000_000_009 })).rejects.toThrow('closed');
    expect(await price('WH')).toBe(7_000_000_008);
  });
});
