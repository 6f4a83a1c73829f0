import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { createDatabase, type DatabaseHandle } from '../../../db/create-db';
import { SYNC_EVERY_MS, SYNC_JOB } from '../search-sync-job';

/** The index's sync as a chain of durable jobs: started when the server listens, each run enqueues the next. */
describe('search sync job', () => {
  let t: TestApp;
  let side: DatabaseHandle;

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_POLL_MS: '50' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    side = createDatabase(t.config.database);
  }, 60_000);
  afterAll(async () => {
    await side?.db.destroy();
    await t?.close();
  });

  it('runs the current slot’s job when the server listens, indexes the catalogue and enqueues the next slot once', async () => {
    const slot = Math.floor(Date.now() / SYNC_EVERY_MS);
    const deadline = Date.now() + 15_000;
    let state: string | undefined;
    while (Date.now() < deadline) {
      const jobs = await side.db.selectFrom('job').select(['key', 'state']).where('kind', '=', SYNC_JOB).execute();
      state = jobs.find((j) => j.key === `${SYNC_JOB}:${slot}`)?.state;
      if (state === 'done') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(state).toBe('done');
    const next = await side.db
      .selectFrom('job')
      .select(['key', 'run_at'])
      .where('kind', '=', SYNC_JOB)
      .where('state', '=', 'queued')
      .execute();
    expect(next).toEqual([{ key: `${SYNC_JOB}:${slot + 1}`, run_at: expect.anything() }]);
    const games = await side.db.selectFrom('search_doc').select('ref').where('kind', '=', 'game').execute();
    const catalogue = await side.db.selectFrom('casino_game').select('id').where('disabled', '=', 0).execute();
    expect(games.map((g) => g.ref).sort()).toEqual(catalogue.map((g) => g.id).sort());
  });
});
