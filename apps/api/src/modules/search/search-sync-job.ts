import type { DbOrTrx } from '../../db/types';
import type { Jobs } from '../../jobs';
import type { SearchService } from './search.service';

export const SYNC_JOB = 'search.sync';
/** How often the sources are read: a new player or a game's new name is found within this. */
export const SYNC_EVERY_MS = 60_000;

const jobOf = (slot: number) => ({
  kind: SYNC_JOB,
  payload: {},
  key: `${SYNC_JOB}:${slot}`,
  runAt: slot * SYNC_EVERY_MS,
});

/**
 * The index's sync as a chain of durable jobs (jobs/README.md), one per minute slot: a run first
 * enqueues the next slot's job (the chain survives a failed run), then syncs. The key of a slot makes
 * a second enqueue a no-op, so several API processes keep one chain.
 */
export function registerSyncJob(jobs: Jobs, search: SearchService, db: DbOrTrx, now: () => number): void {
  jobs.register(
    SYNC_JOB,
    async () => {
      await jobs.enqueue(db, jobOf(Math.floor(now() / SYNC_EVERY_MS) + 1));
      await search.sync();
    },
    { timeoutMs: 5 * 60_000, maxAttempts: 3 },
  );
}

/** Starts (or joins) the chain: the job of the current slot. Called when the server starts listening. */
export async function scheduleSync(jobs: Jobs, db: DbOrTrx, now: number): Promise<void> {
  await jobs.enqueue(db, jobOf(Math.floor(now / SYNC_EVERY_MS)));
}
