import { z } from 'zod';
import { booleanFlag } from '../lib/env';

/** The job runner's environment variables (config.ts merges them into its one schema). */
export const JOBS_ENV = {
  /** Run jobs in this process. Off: jobs are still enqueued (another process with it on runs them). */
  JOBS_ENABLED: booleanFlag.default(true),
  /** How often an idle runner looks for due jobs, ms (an enqueue in this process wakes it at once). */
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(1000),
  /** Jobs one process runs at the same time. */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Done jobs are deleted after this many days (failed ones stay for the operators). */
  JOBS_KEEP_DONE_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
};
type JobsEnv = z.output<z.ZodObject<typeof JOBS_ENV>>;

export interface JobsConfig {
  enabled: boolean;
  pollMs: number;
  concurrency: number;
  keepDoneDays: number;
}

export function loadJobsConfig(e: JobsEnv): JobsConfig {
  return {
    enabled: e.JOBS_ENABLED,
    pollMs: e.JOBS_POLL_MS,
    concurrency: e.JOBS_CONCURRENCY,
    keepDoneDays: e.JOBS_KEEP_DONE_DAYS,
  };
}
