import { onPostgres } from './statement-steps';
import type { DbOrTrx } from './types';

/** Options of a BatchedCalls. */
export interface BatchedCallsOptions {
  /** Most items one call takes. */
  maxBatch: number;
  /** Most calls in flight at once; more items wait in the queue and go in the next call. */
  maxInFlight: number;
}

interface Pending<In, Out> {
  input: In;
  resolve: (value: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Items made at about the same moment, sent in one call (PostgreSQL's group commit for transfers:
 * one round trip, transaction and commit for many, migration 0023_ledger_transfer_batch). A call
 * starts on the event loop's next turn, so every request already read from its socket is in it; while
 * `maxInFlight` calls are out, new items wait and go together in the next one, so batches grow with
 * the load and a lone item waits one turn. `send` answers one output per input, in order; when it
 * throws, every item of that call fails with its error (nothing of the call happened).
 */
export class BatchedCalls<In, Out> {
  private queued: Pending<In, Out>[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly send: (inputs: In[]) => Promise<Out[]>,
    private readonly options: BatchedCallsOptions,
  ) {}

  call(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queued.push({ input, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight || this.queued.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.inFlight < this.options.maxInFlight && this.queued.length > 0) {
        void this.sendOne(this.queued.splice(0, this.options.maxBatch));
      }
    });
  }

  private async sendOne(batch: Pending<In, Out>[]): Promise<void> {
    this.inFlight++;
    try {
      const outputs = await this.send(batch.map((p) => p.input));
      batch.forEach((p, i) => {
        p.resolve(outputs[i] as Out);
      });
    } catch (error) {
      for (const p of batch) p.reject(error);
    } finally {
      this.inFlight--;
      this.schedule();
    }
  }
}

/** Reads batched on PostgreSQL: up to 64 keys a query, two queries in flight (the pool has ten connections). */
const READ_BATCHES: BatchedCallsOptions = { maxBatch: 64, maxInFlight: 2 };

/**
 * A per-request read on PostgreSQL, where each query is a round trip (and a parse and a plan: the
 * driver prepares nothing): reads made at about the same moment go as one query through `many`
 * (one output per input, in order). On SQLite, where a query costs no round trip, `single` each time.
 */
export function batchedOnPostgres<In, Out>(
  db: DbOrTrx,
  single: (input: In) => Promise<Out>,
  many: (inputs: In[]) => Promise<Out[]>,
): (input: In) => Promise<Out> {
  if (!onPostgres(db)) return single;
  const batched = new BatchedCalls(many, READ_BATCHES);
  return (input) => batched.call(input);
}
