import type { AnalyticsEventInput } from '@app/shared/analytics/contracts';
import { ANALYTICS } from '@app/shared/analytics/limits';
import type { EventQueue } from './event-queue';

/** What the collector answered: its HTTP status and, for 2xx/203/429, maybe a new task. */
export interface CollectorResponse {
  status: number;
  task?: string;
}

export interface BatcherDeps {
  queue: EventQueue;
  /** POST a batch with the Content header `<task>:<solution>`; throws on a network error. */
  send(events: AnalyticsEventInput[], content: string): Promise<CollectorResponse>;
  /** Fetches a fresh task (GET task key). */
  fetchTask(): Promise<string>;
  /** Solves a task off the main thread (the Web Worker). */
  solve(task: string): Promise<string>;
  online(): boolean;
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  log(message: string, detail?: unknown): void;
}

/**
 * round(2000 * 2.71^k): 2000, 5420, 14688, 39805, 107872 (spec 9: multiplier 2.71, at most 5
 * intervals). A 5xx that would need a sixth interval stops sending instead.
 */
export function backoffInterval(backoffs: number): number {
  return Math.round(ANALYTICS.batchIntervalMs * ANALYTICS.backoffMultiplier ** backoffs);
}

/** After more than this many 203 answers in a row, batching restarts (spec 8.2). */
export const MAX_SOLVE_REPEATS = 3;

/**
 * Sends queued events in batches (spec 4.4, 8.2, 9): every 2000 ms, at most 20 events, only when
 * online, only while the first report was under 24 h ago.
 * - 2xx: the events are done; a task in the answer replaces the current one.
 * - 429: batching restarts (base interval) and the events stay; a task in the answer replaces ours.
 * - 203: the (new) task is solved and the same batch re-sent; after more than 3 repeats, batching restarts.
 * - other 4xx: no retry; those events are dropped and logged.
 * - 5xx: the interval is multiplied by 2.71 (2000, 5420, 14688, 39805, 107872 ms); the 5xx answer to
 *   the send after the 107872 ms wait stops sending until the next start.
 * - network error: the batch is retried on the next tick.
 */
export class Batcher {
  private timer: unknown;
  private backoffs = 0;
  private repeats203 = 0;
  private task: string | undefined;
  private content: string | undefined;
  private firstReportAt: number | undefined;
  private stopped = false;
  private running = false;
  /** Every interval the batcher waited for, in order: what the tests read. */
  readonly intervals: number[] = [];

  constructor(private readonly deps: BatcherDeps) {}

  start(): void {
    this.stopped = false;
    this.backoffs = 0;
    this.repeats203 = 0;
    this.schedule(ANALYTICS.batchIntervalMs);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) this.deps.clearTimeout(this.timer);
    this.timer = undefined;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer !== undefined) this.deps.clearTimeout(this.timer);
    this.intervals.push(ms);
    this.timer = this.deps.setTimeout(() => {
      this.timer = undefined;
      void this.tick();
    }, ms);
  }

  private restart(): void {
    this.backoffs = 0;
    this.repeats203 = 0;
    this.schedule(ANALYTICS.batchIntervalMs);
  }

  private replaceTask(task: string | undefined): void {
    if (task && task !== this.task) {
      this.task = task;
      this.content = undefined;
    }
  }

  private async contentHeader(): Promise<string> {
    if (this.content) return this.content;
    this.task ??= await this.deps.fetchTask();
    const task = this.task;
    const solution = await this.deps.solve(task);
    this.content = `${task}:${solution}`;
    return this.content;
  }

  /** One send attempt; exposed for tests through the timers only. */
  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    const interval = backoffInterval(this.backoffs);
    if (!this.deps.online()) return this.schedule(interval);
    const batch = this.deps.queue.peek(ANALYTICS.batchSize);
    if (batch.length === 0) return this.schedule(interval);
    const now = this.deps.now();
    this.firstReportAt ??= now;
    if (now - this.firstReportAt >= ANALYTICS.maxSinceFirstReportMs) {
      this.deps.log('analytics: first report over 24 h ago, batching stops');
      return this.stop();
    }
    this.running = true;
    let response: CollectorResponse;
    try {
      response = await this.deps.send(batch, await this.contentHeader());
    } catch (error) {
      this.running = false;
      this.deps.log('analytics: network error, retrying on the next tick', error);
      return this.schedule(interval);
    }
    this.running = false;
    this.handle(response, batch);
  }

  private handle(response: CollectorResponse, batch: AnalyticsEventInput[]): void {
    const { status } = response;
    if (status === 203) {
      this.replaceTask(response.task);
      this.content = undefined;
      this.repeats203++;
      if (this.repeats203 > MAX_SOLVE_REPEATS) {
        this.restart();
        return;
      }
      // Solve the new task and send the same batch again at once (a wait of 0 ms).
      this.intervals.push(0);
      queueMicrotask(() => void this.tick());
      return;
    }
    this.repeats203 = 0;
    if (status >= 200 && status < 300) {
      this.replaceTask(response.task);
      this.deps.queue.remove(batch.map((e) => e.event_id));
      this.backoffs = 0;
      this.schedule(ANALYTICS.batchIntervalMs);
      return;
    }
    if (status === 429) {
      this.replaceTask(response.task);
      this.restart();
      return;
    }
    if (status >= 400 && status < 500) {
      this.deps.log(
        `analytics: ${status}, dropping ${batch.length} events`,
        batch.map((e) => e.event_name),
      );
      this.deps.queue.remove(batch.map((e) => e.event_id));
      this.schedule(backoffInterval(this.backoffs));
      return;
    }
    // 5xx (or anything else unexpected from the server)
    if (this.backoffs + 1 >= ANALYTICS.maxBackoffs) {
      this.deps.log('analytics: the collector keeps failing, sending stops until the next start');
      this.stop();
      return;
    }
    this.backoffs++;
    this.schedule(backoffInterval(this.backoffs));
    return;
  }
}
