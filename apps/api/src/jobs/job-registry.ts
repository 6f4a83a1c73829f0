import type { z } from 'zod';
import { type Backoff, DEFAULT_BACKOFF } from './retry-delay';

/** What a handler is given: one attempt at one job. */
export interface JobContext<P = unknown> {
  id: number;
  kind: string;
  payload: P;
  /** This attempt's number, 1-based. */
  attempt: number;
  maxAttempts: number;
  key: string | null;
  /** Aborted when the handler's time is up: stop and let the job be retried. */
  signal: AbortSignal;
}

/**
 * Does the job's work. It may run more than once for the same job (a worker killed after the work
 * committed, a timeout whose work still finished, a failure after a side effect): it must be
 * idempotent (jobs/README.md, "The idempotency rule"). Throwing schedules a retry; throwing
 * PermanentJobError ends the job as failed at once.
 */
export type JobHandler<P = unknown> = (job: JobContext<P>) => Promise<void>;

export interface JobKindOptions<P = unknown> {
  /** The handler's time per attempt, ms; past it the attempt fails. The lease is this plus a grace. */
  timeoutMs?: number;
  /** Attempts before the job ends failed (enqueue may give its own). */
  maxAttempts?: number;
  backoff?: Partial<Backoff>;
  /** The payload's schema: enqueue refuses a payload it rejects, and the handler gets its output. */
  payload?: z.ZodType<P>;
}

export interface JobKind {
  kind: string;
  handler: JobHandler;
  timeoutMs: number;
  maxAttempts: number;
  backoff: Backoff;
  payload?: z.ZodType<unknown>;
}

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_ATTEMPTS = 10;
/** `<area>.<what>`: lower case words, dots and dashes; the area says whose job it is. */
const KIND = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/;

/** A mistake of the calling code (an unknown kind, a payload that is not JSON): never retried. */
export class JobInputError extends Error {
  override name = 'JobInputError';
}

/** Thrown by a handler when retrying cannot help (the thing it works on is gone): failed at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** The handlers by kind. Modules register theirs while compose.ts builds them, before any job runs. */
export class JobRegistry {
  private readonly kinds = new Map<string, JobKind>();

  register<P>(kind: string, handler: JobHandler<P>, options: JobKindOptions<P> = {}): void {
    if (!KIND.test(kind)) throw new JobInputError(`job kind '${kind}' must look like <area>.<what> (lower case)`);
    if (this.kinds.has(kind)) throw new JobInputError(`job kind '${kind}' is registered twice`);
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    if (!Number.isInteger(timeoutMs) || timeoutMs < 1) throw new JobInputError(`${kind}: timeoutMs must be >= 1`);
    checkMaxAttempts(maxAttempts, kind);
    this.kinds.set(kind, {
      kind,
      handler: handler as JobHandler,
      timeoutMs,
      maxAttempts,
      backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
      payload: options.payload,
    });
  }

  get(kind: string): JobKind | undefined {
    return this.kinds.get(kind);
  }

  /** The registered kinds: a runner claims only jobs it has a handler for. */
  names(): string[] {
    return [...this.kinds.keys()];
  }
}

export const MAX_ATTEMPTS_LIMIT = 100;

export function checkMaxAttempts(value: number, kind: string): void {
  if (!Number.isInteger(value) || value < 1 || value > MAX_ATTEMPTS_LIMIT) {
    throw new JobInputError(`${kind}: maxAttempts must be an integer from 1 to ${MAX_ATTEMPTS_LIMIT}, got ${value}`);
  }
}
