import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { withRetries } from '../db/transaction';
import type { Db } from '../db/types';
import {
  type ClaimedJob,
  claimJobs,
  deleteDoneJobs,
  failAbandonedLastAttempts,
  hasDueJob,
  settleJob,
} from './job.repository';
import { type JobKind, type JobRegistry, PermanentJobError } from './job-registry';
import { retryDelayMs } from './retry-delay';

/** What the runner logs through (the app's logger; tests pass a silent one). */
export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface JobRunnerOptions {
  /** Jobs run at the same time. */
  concurrency: number;
  /** How often an idle runner looks for due jobs, ms. */
  pollMs: number;
  /** Done jobs older than this are deleted, ms. */
  keepDoneMs: number;
  log: JobLog;
  /** Unix ms; tests move it. Every time the runner writes comes from it. */
  clock?: () => number;
  /** [0, 1), for the back-off's jitter. */
  random?: () => number;
  /** Added to a kind's timeout for its lease: the margin for a slow database and clocks that differ. */
  leaseGraceMs?: number;
  /** This runner's name in `locked_by`; default host:pid:random. */
  workerId?: string;
}

const DEFAULT_LEASE_GRACE_MS = 30_000;
/** How often the done jobs are cleaned up (by the runner's clock). */
const CLEANUP_EVERY_MS = 60 * 60 * 1000;
const CLEANUP_BATCH = 500;
const MAX_ERROR_CHARS = 2000;

/**
 * Runs due jobs: claims them under a lease (job.repository.ts), runs their handlers with a timeout,
 * up to `concurrency` at once, and settles each (done, a retry after a back-off, or failed).
 * `start()` polls every `pollMs` and when woken (an enqueue in this process, a job finished);
 * `stop()` stops claiming and waits for the running jobs. Tests call `runDueOnce()` or `drain()`
 * instead of starting it, with a clock they move.
 */
export class JobRunner {
  readonly workerId: string;
  private readonly clock: () => number;
  private readonly random: () => number;
  private readonly leaseGraceMs: number;
  private readonly active = new Set<Promise<void>>();
  private started = false;
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private tickAgain = false;
  private nextCleanupAt = 0;

  constructor(
    private readonly db: Db,
    private readonly registry: JobRegistry,
    private readonly options: JobRunnerOptions,
  ) {
    this.clock = options.clock ?? Date.now;
    this.random = options.random ?? Math.random;
    this.leaseGraceMs = options.leaseGraceMs ?? DEFAULT_LEASE_GRACE_MS;
    this.workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  }

  /** Begins polling (app.ts: once the server listens). */
  start(): void {
    if (this.started || this.stopping) return;
    this.started = true;
    this.options.log.info({ worker: this.workerId, kinds: this.registry.names() }, 'job runner started');
    this.tick();
  }

  /** Resolves when the poll round under way (if any) has claimed what it could. For tests. */
  async idle(): Promise<void> {
    while (this.ticking) await this.ticking;
  }

  /** Looks for due jobs now rather than at the next poll. */
  wake(): void {
    if (this.started && !this.stopping) this.schedule(0);
  }

  /** Stops claiming and waits for the jobs running now to settle (app.ts: onClose, before the database closes). */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.ticking;
    await Promise.allSettled([...this.active]);
    if (this.started) this.options.log.info({ worker: this.workerId }, 'job runner stopped');
  }

  /** Claims what is due now (up to `concurrency`) and runs it to the end; the number run. For tests and scripts. */
  async runDueOnce(): Promise<number> {
    await this.cleanUpIfDue();
    const jobs = await this.claim(this.options.concurrency);
    await Promise.all(jobs.map((job) => this.execute(job)));
    return jobs.length;
  }

  /** runDueOnce until nothing is due at the clock's time; the number run. */
  async drain(): Promise<number> {
    let total = 0;
    for (let ran = await this.runDueOnce(); ran > 0; ran = await this.runDueOnce()) total += ran;
    return total;
  }

  /** Deletes done jobs older than keepDoneMs; the number deleted. */
  async cleanUp(): Promise<number> {
    const before = this.clock() - this.options.keepDoneMs;
    let deleted = 0;
    for (let n = CLEANUP_BATCH; n === CLEANUP_BATCH; deleted += n) {
      n = await deleteDoneJobs(this.db, before, CLEANUP_BATCH);
    }
    return deleted;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.tick();
    }, delayMs);
  }

  /** One round of the poll: fill the free slots while jobs are due, then sleep until the next poll. */
  private tick(): void {
    if (this.ticking) {
      this.tickAgain = true;
      return;
    }
    this.ticking = (async () => {
      try {
        await this.cleanUpIfDue();
        do {
          this.tickAgain = false;
          const free = this.options.concurrency - this.active.size;
          if (free <= 0) break;
          for (const job of await this.claim(free)) this.launch(job);
        } while (this.tickAgain && !this.stopping);
      } catch (err) {
        this.options.log.error({ err }, 'job runner: claiming failed; trying again at the next poll');
      } finally {
        this.ticking = undefined;
        if (!this.stopping) this.schedule(this.options.pollMs);
      }
    })();
  }

  private launch(job: ClaimedJob): void {
    const running = this.execute(job).finally(() => {
      this.active.delete(running);
      // A slot is free: another due job may be waiting for it.
      this.wake();
    });
    this.active.add(running);
  }

  private async cleanUpIfDue(): Promise<void> {
    if (this.clock() < this.nextCleanupAt) return;
    this.nextCleanupAt = this.clock() + CLEANUP_EVERY_MS;
    const deleted = await this.cleanUp();
    if (deleted > 0) this.options.log.info({ deleted }, 'job runner: old done jobs deleted');
  }

  private async claim(limit: number): Promise<ClaimedJob[]> {
    const now = this.clock();
    const kinds = this.registry.names();
    if (kinds.length === 0 || this.stopping) return [];
    const abandoned = await withRetries(() => failAbandonedLastAttempts(this.db, now));
    if (abandoned > 0) this.options.log.warn({ abandoned }, 'job runner: jobs abandoned on their last attempt failed');
    if (!(await hasDueJob(this.db, now, kinds))) return [];
    const leases = new Map(kinds.map((kind) => [kind, (this.registry.get(kind)?.timeoutMs ?? 0) + this.leaseGraceMs]));
    return withRetries(() => claimJobs(this.db, this.workerId, now, limit, leases));
  }

  /** One attempt: the handler within its timeout, then the job settled. Never throws. */
  private async execute(job: ClaimedJob): Promise<void> {
    const kind = this.registry.get(job.kind) as JobKind;
    let outcome: { ok: true } | { ok: false; error: unknown };
    try {
      await this.runHandler(kind, job);
      outcome = { ok: true };
    } catch (error) {
      outcome = { ok: false, error };
    }
    const now = this.clock();
    try {
      const settled = outcome.ok
        ? await settleJob(this.db, job, { state: 'done' }, now)
        : await settleJob(this.db, job, this.afterFailure(kind, job, outcome.error, now), now);
      if (!settled) {
        this.options.log.warn(
          { jobId: job.id, kind: job.kind, attempt: job.attempts },
          'job runner: the lease was lost (the job was claimed again); this attempt is not recorded',
        );
      } else if (!outcome.ok) {
        this.options.log.warn(
          { jobId: job.id, kind: job.kind, attempt: job.attempts, err: outcome.error },
          'job failed',
        );
      }
    } catch (err) {
      // The lease runs out and the job is claimed again: the handler's idempotency covers it.
      this.options.log.error({ err, jobId: job.id }, 'job runner: could not record the attempt');
    }
  }

  private afterFailure(kind: JobKind, job: ClaimedJob, error: unknown, now: number) {
    const message = describe(error);
    if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
      return { state: 'failed' as const, error: message };
    }
    return {
      state: 'queued' as const,
      error: message,
      runAt: now + retryDelayMs(job.attempts, kind.backoff, this.random),
    };
  }

  private async runHandler(kind: JobKind, job: ClaimedJob): Promise<void> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`timed out after ${kind.timeoutMs} ms`);
        // Rejected first: a handler that ends as soon as it is aborted must not count as a success.
        reject(error);
        controller.abort(error);
      }, kind.timeoutMs);
    });
    try {
      const raw: unknown = JSON.parse(job.payload);
      let payload = raw;
      if (kind.payload) {
        const parsed = kind.payload.safeParse(raw);
        // The schema changed under a queued job: no retry will make it fit.
        if (!parsed.success) throw new PermanentJobError(`payload no longer fits its schema: ${parsed.error.message}`);
        payload = parsed.data;
      }
      const context = {
        id: job.id,
        kind: job.kind,
        payload,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        key: job.key,
        signal: controller.signal,
      };
      const work = kind.handler(context);
      // A handler still running past its timeout may fail later: that is this attempt's, already recorded.
      work.catch(() => {});
      await Promise.race([work, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_CHARS);
}
