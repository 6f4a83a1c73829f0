import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../db/transaction';
import { createJobServices, type JobServices } from '../index';
import { deferred, type JobTestDatabase, silentLog, TestClock, useJobTestDatabase } from './helpers/job-test-db';

/** The runner started as app.ts starts it: woken by an enqueue, stopped after its running jobs. */
describe('JobRunner started and stopped', () => {
  const testDb = useJobTestDatabase();
  let t: JobTestDatabase;
  let services: JobServices | undefined;

  beforeEach(() => {
    t = testDb();
  });
  afterEach(async () => {
    await services?.runner.stop();
  });

  /** A poll of one hour: a job that runs during the test ran because something woke the runner. */
  function build(): JobServices {
    const clock = new TestClock();
    services = createJobServices(
      t.db,
      { enabled: true, pollMs: 3_600_000, concurrency: 2, keepDoneDays: 7 },
      silentLog,
      {
        clock: clock.read,
      },
    );
    return services;
  }

  it('runs a job at once when it is enqueued in this process, after the enqueuing transaction commits', async () => {
    const { jobs, runner } = build();
    const ran = deferred<number>();
    jobs.register('test.wake', async (job) => ran.resolve(job.id));
    runner.start();
    await runner.idle();

    const { id } = await writeTransaction(t.db, (trx) => jobs.enqueue(trx, { kind: 'test.wake', payload: {} }));
    expect(await ran.promise).toBe(id);
  });

  it('waits on stop for the job that is running, then claims nothing more', async () => {
    const { jobs, runner } = build();
    const events: string[] = [];
    const entered = deferred();
    const release = deferred();
    jobs.register('test.slow', async (job) => {
      events.push(`job ${(job.payload as { n: number }).n} started`);
      entered.resolve();
      await release.promise;
      events.push('job finished');
    });
    runner.start();
    await jobs.enqueue(t.db, { kind: 'test.slow', payload: { n: 1 } });
    await entered.promise;

    const stopped = runner.stop().then(() => void events.push('runner stopped'));
    // Turns of the event loop in which a stop that did not wait would have ended.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    events.push('released');
    release.resolve();
    await stopped;

    expect(events).toEqual(['job 1 started', 'released', 'job finished', 'runner stopped']);
    await jobs.enqueue(t.db, { kind: 'test.slow', payload: { n: 2 } });
    runner.wake();
    await runner.idle();
    expect((await t.jobs()).map((r) => r.state)).toEqual(['done', 'queued']);
  });
});
