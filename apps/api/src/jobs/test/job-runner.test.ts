import { beforeEach, describe, expect, it } from 'vitest';
import { claimJobs, settleJob } from '../job.repository';
import { JobQueue } from '../job-queue';
import { type JobHandler, JobRegistry, PermanentJobError } from '../job-registry';
import { type JobTestDatabase, TestClock, useJobTestDatabase } from './helpers/job-test-db';

/** The runner driven by hand (runDueOnce / drain, a moved clock): claims, retries, leases, clean-up. */
describe('JobRunner', () => {
  const testDb = useJobTestDatabase();
  let t: JobTestDatabase;
  let clock: TestClock;

  beforeEach(() => {
    t = testDb();
    clock = new TestClock();
  });

  function setUp(kind: string, handler: JobHandler, options: Parameters<JobRegistry['register']>[2] = {}) {
    const registry = new JobRegistry();
    registry.register(kind, handler, options);
    return { registry, queue: new JobQueue(registry, clock.read) };
  }

  it('runs 200 jobs claimed by 4 runners on their own connections exactly once each', async () => {
    const runs = new Map<number, number>();
    const byRunner = [0, 0, 0, 0];
    const runners = byRunner.map((_, r) => {
      const registry = new JobRegistry();
      registry.register('test.count', async (job) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        byRunner[r] = (byRunner[r] ?? 0) + 1;
        // Let the other runners claim while this job is held.
        await new Promise((resolve) => setImmediate(resolve));
      });
      return t.runner(registry, clock, { workerId: `runner-${r}` }, t.connect());
    });
    const { queue } = setUp('test.count', async () => {});
    for (let n = 0; n < 200; n++) await queue.enqueue(t.db, { kind: 'test.count', payload: { n } });

    const ran = await Promise.all(runners.map((runner) => runner.drain()));

    expect(ran.reduce((a, b) => a + b, 0)).toBe(200);
    expect(runs.size).toBe(200);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const rows = await t.jobs();
    expect(rows.filter((r) => r.state === 'done' && r.attempts === 1 && r.locked_by === null)).toHaveLength(200);
    expect(byRunner.reduce((a, b) => a + b, 0)).toBe(200);
  });

  it('retries a failing handler with exponential back-off, then ends it failed with the error', async () => {
    const attempts: number[] = [];
    const { registry, queue } = setUp(
      'test.flaky',
      async (job) => {
        attempts.push(job.attempt);
        throw new Error(`provider down (attempt ${job.attempt})`);
      },
      { maxAttempts: 4, backoff: { baseMs: 1000, maxMs: 60_000 } },
    );
    const runner = t.runner(registry, clock);
    const { id } = await queue.enqueue(t.db, { kind: 'test.flaky', payload: {} });

    // random() is 0.5: each wait is 3/4 of 1 s, 2 s, 4 s.
    for (const [attempt, waitMs] of [
      [1, 750],
      [2, 1500],
      [3, 3000],
    ] as const) {
      expect(await runner.runDueOnce()).toBe(1);
      const [row] = await t.jobs();
      expect(row).toMatchObject({ id, state: 'queued', attempts: attempt, locked_by: null, locked_until: null });
      expect(row?.last_error).toBe(`Error: provider down (attempt ${attempt})`);
      expect(row?.run_at).toBe(clock.now + waitMs);
      clock.advance(waitMs - 1);
      expect(await runner.runDueOnce()).toBe(0);
      clock.advance(1);
    }
    expect(await runner.runDueOnce()).toBe(1);
    expect(await t.jobs()).toEqual([
      expect.objectContaining({ id, state: 'failed', attempts: 4, last_error: 'Error: provider down (attempt 4)' }),
    ]);
    clock.advance(24 * 60 * 60 * 1000);
    expect(await runner.drain()).toBe(0);
    expect(attempts).toEqual([1, 2, 3, 4]);
  });

  it('ends a job failed at once when its handler throws PermanentJobError', async () => {
    const { registry, queue } = setUp('test.gone', async () => {
      throw new PermanentJobError('order 7 no longer exists');
    });
    await queue.enqueue(t.db, { kind: 'test.gone', payload: {} });
    expect(await t.runner(registry, clock).runDueOnce()).toBe(1);
    expect(await t.jobs()).toEqual([
      expect.objectContaining({
        state: 'failed',
        attempts: 1,
        last_error: 'PermanentJobError: order 7 no longer exists',
      }),
    ]);
  });

  it('fails an attempt that outlasts its timeout, aborting its signal, and retries it', async () => {
    let aborted = false;
    const { registry, queue } = setUp(
      'test.stuck',
      (job) =>
        new Promise<void>((resolve) => {
          job.signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          });
        }),
      { timeoutMs: 20 },
    );
    await queue.enqueue(t.db, { kind: 'test.stuck', payload: {} });
    expect(await t.runner(registry, clock).runDueOnce()).toBe(1);
    expect(aborted).toBe(true);
    expect(await t.jobs()).toEqual([
      expect.objectContaining({ state: 'queued', attempts: 1, last_error: 'Error: timed out after 20 ms' }),
    ]);
  });

  it('runs again a job whose worker died once its lease has expired; the dead worker cannot settle it', async () => {
    const attempts: number[] = [];
    const { registry, queue } = setUp('test.lease', async (job) => void attempts.push(job.attempt), {
      timeoutMs: 1000,
    });
    await queue.enqueue(t.db, { kind: 'test.lease', payload: {} });
    // The dead worker: claims with the same lease a runner would take (timeout 1000 + grace 500), never finishes.
    const [dead] = await claimJobs(t.db, 'dead-worker', clock.now, 1, new Map([['test.lease', 1500]]));
    expect(dead).toMatchObject({ attempts: 1, lockedBy: 'dead-worker' });
    const runner = t.runner(registry, clock, {}, t.connect());

    expect(await runner.runDueOnce()).toBe(0);
    clock.advance(1499);
    expect(await runner.runDueOnce()).toBe(0);
    clock.advance(1);
    expect(await runner.runDueOnce()).toBe(1);
    expect(attempts).toEqual([2]);
    expect(await t.jobs()).toEqual([expect.objectContaining({ state: 'done', attempts: 2, locked_by: null })]);

    // The dead worker wakes up late: its attempt is no longer the job's.
    if (!dead) throw new Error('no job claimed');
    expect(await settleJob(t.db, dead, { state: 'failed', error: 'late' }, clock.now)).toBe(false);
    expect(await t.jobs()).toEqual([expect.objectContaining({ state: 'done', last_error: null })]);
  });

  it('ends failed a job whose worker died on its last attempt', async () => {
    const { registry, queue } = setUp('test.killer', async () => {});
    await queue.enqueue(t.db, { kind: 'test.killer', payload: {}, maxAttempts: 1 });
    await claimJobs(t.db, 'dead-worker', clock.now, 1, new Map([['test.killer', 1000]]));
    clock.advance(1000);
    expect(await t.runner(registry, clock).runDueOnce()).toBe(0);
    expect(await t.jobs()).toEqual([
      expect.objectContaining({
        state: 'failed',
        attempts: 1,
        locked_by: null,
        last_error: 'the worker stopped before finishing attempt 1 (lease expired); no attempts left',
      }),
    ]);
  });

  it('runs a delayed job at its time, and only the kinds it has handlers for', async () => {
    const { registry, queue } = setUp('test.later', async () => {});
    const other = new JobRegistry();
    other.register('test.elsewhere', async () => {});
    await queue.enqueue(t.db, { kind: 'test.later', payload: {}, runAt: clock.now + 5000 });
    await new JobQueue(other, clock.read).enqueue(t.db, { kind: 'test.elsewhere', payload: {} });
    const runner = t.runner(registry, clock);
    expect(await runner.runDueOnce()).toBe(0);
    clock.advance(5000);
    expect(await runner.drain()).toBe(1);
    expect((await t.jobs()).map((r) => [r.kind, r.state])).toEqual([
      ['test.later', 'done'],
      ['test.elsewhere', 'queued'],
    ]);
  });

  it('deletes done jobs older than keepDoneMs as part of the poll, keeping newer and failed ones', async () => {
    const day = 24 * 60 * 60 * 1000;
    const { registry, queue } = setUp('test.old', async (job) => {
      if ((job.payload as { fail?: boolean }).fail) throw new PermanentJobError('kept for the operators');
    });
    const runner = () => t.runner(registry, clock, { keepDoneMs: 7 * day });
    await queue.enqueue(t.db, { kind: 'test.old', payload: { n: 'a' } });
    await queue.enqueue(t.db, { kind: 'test.old', payload: { fail: true } });
    await runner().drain();
    clock.advance(2 * day);
    await queue.enqueue(t.db, { kind: 'test.old', payload: { n: 'b' } });
    await runner().drain();

    clock.advance(5 * day + 1);
    // A new runner cleans up at its first round.
    expect(await runner().runDueOnce()).toBe(0);
    expect((await t.jobs()).map((r) => [r.payload, r.state])).toEqual([
      ['{"fail":true}', 'failed'],
      ['{"n":"b"}', 'done'],
    ]);
    clock.advance(2 * day);
    expect(await runner().cleanUp()).toBe(1);
    expect((await t.jobs()).map((r) => r.state)).toEqual(['failed']);
  });
});
