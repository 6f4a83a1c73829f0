import { afterCommit } from '../db/transaction';
import type { DbOrTrx } from '../db/types';
import { insertJob } from './job.repository';
import { jsonProblem, MAX_PAYLOAD_CHARS } from './job-payload';
import { checkMaxAttempts, JobInputError, type JobRegistry } from './job-registry';

export interface EnqueueInput {
  /** A registered kind (JobRegistry.register). */
  kind: string;
  /** Plain JSON (no bigint, Date, undefined, class instance); checked by the kind's schema if it has one. */
  payload: unknown;
  /** Not before this time, unix ms; default now. */
  runAt?: number;
  /**
   * Names the job: enqueueing a key that exists makes no second job (the existing one is answered).
   * Prefix it with the kind's area (payments.reconcile:2025-06-01). Done jobs are deleted after
   * JOBS_KEEP_DONE_DAYS, and the key is free again then.
   */
  key?: string;
  /** Default: the kind's. */
  maxAttempts?: number;
}

export interface EnqueuedJob {
  id: number;
  /** False when the key was taken: the job was enqueued before. */
  created: boolean;
}

const MAX_KEY_CHARS = 200;

/**
 * Enqueues jobs. Given the caller's write transaction, the job row commits or rolls back with the
 * caller's change (the outbox pattern): the job exists exactly when the business change does. Bad
 * input throws JobInputError and writes nothing.
 */
export class JobQueue {
  constructor(
    private readonly registry: JobRegistry,
    private readonly clock: () => number,
    /** Told after an enqueue commits (the runner's wake-up). */
    private readonly enqueued: () => void = () => {},
  ) {}

  async enqueue(db: DbOrTrx, input: EnqueueInput): Promise<EnqueuedJob> {
    const { kind } = input;
    const definition = this.registry.get(kind);
    if (!definition) {
      throw new JobInputError(`unknown job kind '${kind}' (registered: ${this.registry.names().join(', ') || 'none'})`);
    }
    const problem = jsonProblem(input.payload);
    if (problem) throw new JobInputError(`${kind}: ${problem}`);
    if (definition.payload) {
      const parsed = definition.payload.safeParse(input.payload);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new JobInputError(`${kind}: payload.${issue?.path.join('.')}: ${issue?.message}`);
      }
    }
    const payload = JSON.stringify(input.payload);
    if (payload.length > MAX_PAYLOAD_CHARS) {
      throw new JobInputError(`${kind}: payload is ${payload.length} characters of JSON, at most ${MAX_PAYLOAD_CHARS}`);
    }
    const now = this.clock();
    const runAt = input.runAt ?? now;
    if (!Number.isSafeInteger(runAt) || runAt < 0)
      throw new JobInputError(`${kind}: runAt must be unix ms, got ${runAt}`);
    const key = input.key ?? null;
    if (key !== null && (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_CHARS)) {
      throw new JobInputError(`${kind}: key must be a string of 1 to ${MAX_KEY_CHARS} characters`);
    }
    const maxAttempts = input.maxAttempts ?? definition.maxAttempts;
    checkMaxAttempts(maxAttempts, kind);

    const job = await insertJob(db, { kind, payload, runAt, maxAttempts, key, now });
    if (job.kind !== kind) {
      throw new JobInputError(`${kind}: key '${key}' belongs to a job of kind '${job.kind}' (job ${job.id})`);
    }
    if (job.created && runAt <= now) afterCommit(db, this.enqueued);
    return { id: job.id, created: job.created };
  }
}
