import type { EnqueuedJob, EnqueueInput, JobQueue } from './job-queue';
import type { JobRegistry } from './job-registry';

/**
 * What a module is given (ModuleDeps.jobs): register its handlers while it is built, enqueue inside
 * its write transactions. jobs/README.md says how, and why handlers must be idempotent. In a file of its
 * own so that helpers of this folder (job-chain.ts) take it without importing the folder's index.
 */
export interface Jobs {
  register: JobRegistry['register'];
  enqueue: (db: Parameters<JobQueue['enqueue']>[0], input: EnqueueInput) => Promise<EnqueuedJob>;
}
