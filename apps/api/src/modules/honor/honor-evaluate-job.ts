import type { DbOrTrx } from '../../db/types';
import { type Jobs, registerJobChain } from '../../jobs';
import type { HonorService } from './honor.service';

export const EVALUATE_JOB = 'honor.evaluate';
/** How often the rolling pass takes its next batch of players. */
export const EVALUATE_EVERY_MS = 60_000;
/** Players per run: 10 grouped counts per batch, so a run stays short on either database. */
export const EVALUATE_BATCH = 500;

/**
 * The badges' evaluation for everyone, as the search index's sync: a chain of durable jobs, one per
 * minute slot (jobs/job-chain.ts), each evaluating the next batch of players of the rolling pass.
 * Answers `start`, called when the server starts listening.
 */
export function registerEvaluateJob(jobs: Jobs, honor: HonorService, db: DbOrTrx, now: () => number) {
  return registerJobChain(
    jobs,
    db,
    { kind: EVALUATE_JOB, everyMs: EVALUATE_EVERY_MS, now, options: { timeoutMs: 5 * 60_000, maxAttempts: 3 } },
    () => honor.pass(EVALUATE_BATCH),
  );
}
