import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { writeTransaction } from '../../db/transaction';
import { JobQueue } from '../job-queue';
import { JobInputError, JobRegistry } from '../job-registry';
import { type JobTestDatabase, TestClock, useJobTestDatabase } from './helpers/job-test-db';

/** Enqueueing (jobs/README.md): inside the caller's transaction, once per key, bad input refused. */
describe('JobQueue.enqueue', () => {
  const testDb = useJobTestDatabase();
  let t: JobTestDatabase;
  const clock = new TestClock();
  const registry = new JobRegistry();
  registry.register('test.noop', async () => {});
  registry.register('test.other', async () => {});
  registry.register('test.typed', async () => {}, { payload: z.object({ userId: z.number().int() }) });
  const woken = vi.fn();
  const queue = new JobQueue(registry, clock.read, woken);

  beforeEach(() => {
    t = testDb();
    woken.mockClear();
  });

  it('creates nothing when the caller’s transaction rolls back, and the job when it commits', async () => {
    await expect(
      writeTransaction(t.db, async (trx) => {
        await queue.enqueue(trx, { kind: 'test.noop', payload: { orderId: 7 } });
        throw new Error('the business change was refused');
      }),
    ).rejects.toThrow('the business change was refused');
    expect(await t.jobs()).toEqual([]);
    expect(woken).not.toHaveBeenCalled();

    const job = await writeTransaction(t.db, (trx) =>
      queue.enqueue(trx, { kind: 'test.noop', payload: { orderId: 7 } }),
    );
    const rows = await t.jobs();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: job.id,
      kind: 'test.noop',
      payload: '{"orderId":7}',
      state: 'queued',
      attempts: 0,
      max_attempts: 10,
      run_at: clock.now,
      key: null,
      locked_by: null,
    });
    // The runner is woken after the COMMIT, once.
    expect(woken).toHaveBeenCalledTimes(1);
  });

  it('makes one job of the same key enqueued twice, in turn and at once', async () => {
    const first = await queue.enqueue(t.db, { kind: 'test.noop', payload: { n: 1 }, key: 'test.noop:a' });
    const second = await writeTransaction(t.db, (trx) =>
      queue.enqueue(trx, { kind: 'test.noop', payload: { n: 2 }, key: 'test.noop:a' }),
    );
    expect(first).toEqual({ id: first.id, created: true });
    expect(second).toEqual({ id: first.id, created: false });

    const together = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        writeTransaction(t.db, (trx) => queue.enqueue(trx, { kind: 'test.noop', payload: { n }, key: 'test.noop:b' })),
      ),
    );
    expect(together.filter((j) => j.created)).toHaveLength(1);
    expect(new Set(together.map((j) => j.id)).size).toBe(1);
    const rows = await t.jobs();
    expect(rows.map((r) => [r.key, r.payload])).toEqual([
      ['test.noop:a', '{"n":1}'],
      ['test.noop:b', expect.any(String)],
    ]);
  });

  it('refuses a key that names a job of another kind', async () => {
    await queue.enqueue(t.db, { kind: 'test.noop', payload: {}, key: 'shared-key' });
    await expect(queue.enqueue(t.db, { kind: 'test.other', payload: {}, key: 'shared-key' })).rejects.toThrow(
      /key 'shared-key' belongs to a job of kind 'test.noop'/,
    );
  });

  const cyclic: Record<string, unknown> = { a: 1 };
  cyclic.self = cyclic;
  it.each([
    ['an unknown kind', { kind: 'test.nope', payload: {} }, /unknown job kind 'test.nope' \(registered: test.noop, /],
    ['a bigint', { kind: 'test.noop', payload: { amount: 10n } }, /payload.amount is a bigint: pass it as a string/],
    ['a Date', { kind: 'test.noop', payload: { at: new Date(0) } }, /payload.at is a Date, not a plain object/],
    ['undefined inside', { kind: 'test.noop', payload: { a: undefined } }, /payload.a is undefined/],
    ['a function', { kind: 'test.noop', payload: [() => 1] }, /payload\[0\] is a function/],
    ['NaN', { kind: 'test.noop', payload: { n: Number.NaN } }, /payload.n is NaN, not a JSON number/],
    ['a cycle', { kind: 'test.noop', payload: cyclic }, /payload.self refers back to itself/],
    ['no payload', { kind: 'test.noop', payload: undefined }, /payload is undefined/],
    ['a payload its schema refuses', { kind: 'test.typed', payload: { userId: 'x' } }, /test.typed: payload.userId: /],
    ['a huge payload', { kind: 'test.noop', payload: 'x'.repeat(70_000) }, /at most 65536/],
    ['an empty key', { kind: 'test.noop', payload: {}, key: '' }, /key must be a string of 1 to 200/],
    ['a bad runAt', { kind: 'test.noop', payload: {}, runAt: 1.5 }, /runAt must be unix ms/],
    ['zero attempts', { kind: 'test.noop', payload: {}, maxAttempts: 0 }, /maxAttempts must be an integer from 1/],
  ])('refuses %s clearly and writes nothing', async (_name, input, message) => {
    const attempt = queue.enqueue(t.db, input);
    await expect(attempt).rejects.toThrow(JobInputError);
    await expect(attempt).rejects.toThrow(message);
    expect(await t.jobs()).toEqual([]);
  });

  it('takes a payload its schema accepts', async () => {
    await queue.enqueue(t.db, { kind: 'test.typed', payload: { userId: 5 } });
    expect((await t.jobs()).map((r) => r.payload)).toEqual(['{"userId":5}']);
  });

  it('refuses bad registrations', () => {
    const r = new JobRegistry();
    expect(() => r.register('NoArea', async () => {})).toThrow(/must look like <area>.<what>/);
    r.register('area.work', async () => {});
    expect(() => r.register('area.work', async () => {})).toThrow(/registered twice/);
    expect(() => r.register('area.slow', async () => {}, { timeoutMs: 0 })).toThrow(/timeoutMs must be >= 1/);
  });
});
