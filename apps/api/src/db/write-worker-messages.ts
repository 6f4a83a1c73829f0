import type { WireError } from './worker-errors';

// The messages between the API thread (write-worker.ts) and a write worker (write-worker-host.ts), in a
// file of their own so that neither side imports the other.

/** A message to the worker: one batch, one write transaction. */
export interface BatchRequest<In> {
  id: number;
  inputs: In[];
}

/** The worker's answer: an outcome per input in order, or the batch's error (none of it committed). */
export type BatchReply<Out> =
  | { id: number; outcomes: ({ ok: true; value: Out } | { ok: false; error: WireError })[] }
  | { id: number; error: WireError };

/** What the API thread tells the worker at its start (write-worker.ts). */
export interface WriteWorkerData {
  /** The SQLite file: the worker opens its own connection to it, with the same settings (create-db.ts). */
  path: string;
  /** The module that calls serveWriteBatches (a file URL). */
  entry: string;
}
