import type { Db } from '../db/types';
import { JobQueue } from './job-queue';
import { JobRegistry } from './job-registry';
import { type JobLog, JobRunner } from './job-runner';
import type { JobsConfig } from './jobs.config';
import type { Jobs } from './jobs-port';

export { registerJobChain } from './job-chain';
export type { EnqueuedJob, EnqueueInput } from './job-queue';
export {
  type JobContext,
  type JobHandler,
  JobInputError,
  type JobKindOptions,
  JobRegistry,
  PermanentJobError,
} from './job-registry';
export { type JobLog, JobRunner, type JobRunnerOptions } from './job-runner';
export { JOBS_ENV, type JobsConfig, loadJobsConfig } from './jobs.config';
export type { JobState, JobsTables } from './jobs.tables';
export type { Jobs } from './jobs-port';

/** The parts tests and deployments may replace (compose.ts ServiceOverrides.jobs). */
export interface JobsOverrides {
  clock?: () => number;
  random?: () => number;
  leaseGraceMs?: number;
  /** Extra handlers (tests: a probe kind in a real server process). */
  register?: (jobs: Jobs) => void;
}

export interface JobServices {
  jobs: Jobs;
  registry: JobRegistry;
  queue: JobQueue;
  /** Started by app.ts once the server listens (when JOBS_ENABLED), stopped in its onClose. */
  runner: JobRunner;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The job runner of one process: one registry, one queue, one runner (compose.ts builds it first). */
export function createJobServices(db: Db, config: JobsConfig, log: JobLog, overrides: JobsOverrides = {}): JobServices {
  const clock = overrides.clock ?? Date.now;
  const registry = new JobRegistry();
  const runner = new JobRunner(db, registry, {
    concurrency: config.concurrency,
    pollMs: config.pollMs,
    keepDoneMs: config.keepDoneDays * DAY_MS,
    log,
    clock,
    random: overrides.random,
    leaseGraceMs: overrides.leaseGraceMs,
  });
  const queue = new JobQueue(registry, clock, () => runner.wake());
  const jobs: Jobs = {
    register: registry.register.bind(registry),
    enqueue: (dbOrTrx, input) => queue.enqueue(dbOrTrx, input),
  };
  overrides.register?.(jobs);
  return { jobs, registry, queue, runner };
}
