import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiProcesses } from '../../../test/helpers/api-processes';
import { JobQueue } from '../job-queue';
import { JobRegistry } from '../job-registry';

/**
 * A job survives its process (jobs/README.md): the API runs as a real process (serve.ts with a probe
 * job kind, fixtures/probe-server.ts), is killed with SIGKILL in the middle of the job, and once
 * started again runs the job to its end, exactly once, after the dead process's lease has expired.
 */
describe('a job whose API process is killed mid-job', () => {
  let api: ApiProcesses;

  beforeAll(async () => {
    api = await ApiProcesses.create('job-restart');
  });
  afterAll(async () => {
    await api?.close();
  }, 60_000);

  const runsFile = () => path.join(api.dir, 'runs.txt');
  const runs = () => (fs.existsSync(runsFile()) ? fs.readFileSync(runsFile(), 'utf8').split('\n').filter(Boolean) : []);
  const start = (name: string, hang: boolean) =>
    api.start(name, {
      entry: 'apps/api/src/jobs/test/fixtures/probe-server.ts',
      env: {
        JOBS_ENABLED: 'true',
        JOBS_POLL_MS: '100',
        JOBS_PROBE_RUNS_FILE: runsFile(),
        JOBS_PROBE_HANG: hang ? '1' : '0',
      },
    });

  it('runs the job again after a restart and finishes it once', async () => {
    const first = await start('api-1', true);
    // Another process enqueues (the process above migrated the database): its poll finds the job.
    const registry = new JobRegistry();
    registry.register('test.probe', async () => {});
    const { id } = await new JobQueue(registry, Date.now).enqueue(api.db(), { kind: 'test.probe', payload: {} });

    await vi.waitFor(() => expect(runs(), first.output()).toEqual([`start ${id} 1`]), {
      timeout: 30_000,
      interval: 50,
    });
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    const job = () => api.db().selectFrom('job').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    // The dead process still holds the job's lease.
    expect(await job()).toMatchObject({ state: 'running', attempts: 1, last_error: null });

    const second = await start('api-2', false);
    await vi.waitFor(async () => expect((await job()).state, second.output()).toBe('done'), {
      timeout: 30_000,
      interval: 100,
    });
    await second.stop();
    expect(runs()).toEqual([`start ${id} 1`, `start ${id} 2`, `done ${id} 2`]);
    expect(await job()).toMatchObject({ state: 'done', attempts: 2, locked_by: null, locked_until: null });
  }, 120_000);
});
