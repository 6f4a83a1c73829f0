import type { DbOrTrx } from '../../db/types';
import { type Jobs, registerJobChain } from '../../jobs';
import type { SearchService } from './search.service';

export const SYNC_JOB = 'search.sync';
/** How often the sources are read: a new player or a game's new name is found within this. */
export const SYNC_EVERY_MS = 60_000;

/**
 * The index's sync as a chain of durable jobs, one per minute slot (jobs/job-chain.ts): a run first
 * enqueues the next slot's job, then syncs. Answers `start`, called when the server starts listening.
 */
export function registerSyncJob(jobs: Jobs, search: SearchService, db: DbOrTrx, now: () => number) {
  return registerJobChain(
    jobs,
    db,
    { kind: SYNC_JOB, everyMs: SYNC_EVERY_MS, now, options: { timeoutMs: 5 * 60_000, maxAttempts: 3 } },
    () => search.sync(),
  );
}
