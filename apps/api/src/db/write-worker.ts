import { Worker } from 'node:worker_threads';
import { BatchedCalls, type BatchedCallsOptions } from './batched-calls';
import { sqliteStatementsOf } from './sqlite-statements';
import type { Db } from './types';
import { fromWire, type WireError } from './worker-errors';
import type { BatchReply, BatchRequest, WriteWorkerData } from './write-worker-messages';

const BOOT = new URL('./write-worker-boot.mjs', import.meta.url);

type WireOutcome<Out> = { ok: true; value: Out } | { ok: false; error: WireError };

interface Waiting<Out> {
  resolve: (outcomes: WireOutcome<Out>[]) => void;
  reject: (error: unknown) => void;
}

/**
 * SQLite's write work on a second core (issue 10, sixth pass): a worker thread that owns a write
 * connection of its own and runs each batch of items as one write transaction (write-worker-host.ts),
 * while the API thread only parses, authenticates and answers. The API thread was busy the whole run
 * and SQLite's statements were about half of its time; here they run in parallel with it. The wallet's
 * transfers use it with WALLET_SQLITE_WRITE_WORKER=on (off by default until a quiet machine shows it
 * faster: docs/decisions.md, "Ledger throughput, sixth pass").
 *
 * Items made at about the same moment go in one message (BatchedCalls: a batch starts on the event
 * loop's next turn; `options` bounds a batch and the messages in flight). A call resolves
 * after its batch's COMMIT, with its item's value, or rejects with its item's error (an ApiError stays an
 * ApiError: worker-errors.ts); a failed COMMIT fails the batch. Each reply marks a write by another
 * connection (SqliteStatements.otherWriterCommitted), so no version read before the commit answers a
 * read after it: a request that transferred and then reads sees its transfer.
 *
 * The worker starts with the first call, is not kept alive while idle (unref), and stops when the
 * database handle closes (create-db.ts). If it dies, the calls in flight fail (their transactions may or
 * may not have committed, as when a process dies: an idempotent retry tells) and the next call starts a
 * new one.
 */
export class SqliteWriteWorker<In, Out> {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, Waiting<Out>>();
  private nextId = 1;
  private closed = false;
  private readonly batches: BatchedCalls<In, WireOutcome<Out>>;

  constructor(
    private readonly data: WriteWorkerData,
    options: BatchedCallsOptions,
    private readonly committed: () => void,
  ) {
    this.batches = new BatchedCalls((inputs) => this.send(inputs), options);
  }

  async call(input: In): Promise<Out> {
    const outcome = await this.batches.call(input);
    if (outcome.ok) return outcome.value;
    throw fromWire(outcome.error);
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    this.rejectWaiting(new Error('the database was closed'));
    if (worker) await worker.terminate();
  }

  private send(inputs: In[]): Promise<WireOutcome<Out>[]> {
    if (this.closed) return Promise.reject(new Error('the database was closed'));
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      // Kept alive only while a batch is out (the process must not end before its answer).
      if (this.waiting.size === 1) worker.ref();
      const request: BatchRequest<In> = { id, inputs };
      worker.postMessage(request);
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(BOOT, { workerData: this.data });
    worker.unref();
    worker.on('message', (reply: BatchReply<Out>) => this.settle(worker, reply));
    worker.on('error', (error) => this.lost(worker, error));
    worker.on('exit', (code) => this.lost(worker, new Error(`the SQLite write worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private settle(worker: Worker, reply: BatchReply<Out>): void {
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    if (this.waiting.size === 0) worker.unref();
    this.committed();
    if ('error' in reply) waiting.reject(fromWire(reply.error));
    else waiting.resolve(reply.outcomes);
  }

  private lost(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.rejectWaiting(error);
  }

  private rejectWaiting(error: Error): void {
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}

/** The write workers of each SQLite Kysely instance, by entry module; closed with the database. */
const workersOf = new WeakMap<Db, Map<string, SqliteWriteWorker<unknown, unknown>>>();

/**
 * The write worker of `db` that runs `entry` (a module calling serveWriteBatches), one per database and
 * entry; undefined on PostgreSQL and for an in-memory SQLite database (another connection cannot reach it).
 */
export function sqliteWriteWorker<In, Out>(
  db: Db,
  entry: URL,
  options: BatchedCallsOptions,
): SqliteWriteWorker<In, Out> | undefined {
  const statements = sqliteStatementsOf(db);
  if (!statements || statements.database.memory) return undefined;
  let workers = workersOf.get(db);
  if (!workers) {
    workers = new Map();
    workersOf.set(db, workers);
  }
  let worker = workers.get(entry.href);
  if (!worker) {
    const data: WriteWorkerData = { path: statements.database.name, entry: entry.href };
    worker = new SqliteWriteWorker<unknown, unknown>(data, options, () => statements.otherWriterCommitted());
    workers.set(entry.href, worker);
  }
  return worker as SqliteWriteWorker<In, Out>;
}

/** Stops the database's write workers (DatabaseHandle.close). */
export async function closeWriteWorkers(db: Db): Promise<void> {
  const workers = workersOf.get(db);
  workersOf.delete(db);
  await Promise.all([...(workers?.values() ?? [])].map((worker) => worker.close()));
}
