import type { Generated } from 'kysely';
import type { Ms } from '../db/column-types';

/** The life of a job: queued -> running -> done, or back to queued (a retry), or failed at the end. */
export type JobState = 'queued' | 'running' | 'done' | 'failed';

/**
 * One unit of background work (jobs/README.md). A job is claimed by setting `state = 'running'` with a
 * lease (`locked_by`, `locked_until`): a worker that dies leaves the lease to expire, and then another
 * worker claims the job again. Times are unix ms, taken from the runner's clock.
 */
export interface JobTable {
  id: Generated<number>;
  /** The handler's name, `<area>.<what>` (payments.reconcile). */
  kind: string;
  /** The handler's input, JSON text. */
  payload: string;
  /** Not claimed before this time (a delayed job, or a retry's back-off). */
  run_at: Ms;
  /** Claims so far: the running attempt's number while running. */
  attempts: number;
  max_attempts: number;
  state: JobState;
  /** The worker holding the lease (host:pid:random), null when not running. */
  locked_by: string | null;
  /** The lease's end: past it, a running job counts as abandoned and is claimed again. */
  locked_until: Ms | null;
  /** The last failure's message (kept after a later success, for the operator's history). */
  last_error: string | null;
  /** Idempotent enqueueing: at most one job per key while its row exists. */
  key: string | null;
  created_at: Ms;
  updated_at: Ms;
}

export interface JobsTables {
  job: JobTable;
}
