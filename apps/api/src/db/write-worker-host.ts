import { parentPort, workerData } from 'node:worker_threads';
import { createDatabase } from './create-db';
import { type SqliteStatements, sqliteStatementsOf } from './sqlite-statements';
import type { Steps } from './statement-steps';
import { type Outcome, runStepBatchSync } from './step-batch';
import type { Db } from './types';
import { toWire } from './worker-errors';
import type { BatchReply, BatchRequest, WriteWorkerData } from './write-worker-messages';

/**
 * The body of a SQLite write worker (write-worker.ts): opens its own connection to the database file
 * (WAL, synchronous=NORMAL, busy_timeout, foreign keys: createDatabase's settings, unchanged) and runs
 * each message as one write transaction of `steps(input)` per input, each in its own savepoint
 * (step-batch.ts), replying after the COMMIT. So an answer the API sends after the reply is as durable
 * as one it committed itself. Called at the top level of the worker's entry module.
 */
export function serveWriteBatches<In, Out>(steps: (input: In) => Steps<Out>): void {
  serve<In, Out>((db, statements, inputs) =>
    runStepBatchSync(
      db,
      statements,
      inputs.map((input) => () => steps(input)),
    ),
  );
}

/**
 * serveWriteBatches for work written for a whole batch (the wallet's sqlite-transfer-batch.ts): each
 * message is one write transaction of `batch(inputs)`, which answers one value per input, in order. An
 * error it throws fails the whole message (nothing of it committed).
 */
export function serveWholeBatches<In, Out>(batch: (inputs: In[]) => Steps<Out[]>): void {
  serve<In, Out>((db, statements, inputs) => {
    const [outcome] = runStepBatchSync(db, statements, [() => batch(inputs)]);
    if (!outcome?.ok) throw outcome?.error;
    return (outcome.value as Out[]).map((value) => ({ ok: true, value }));
  });
}

/** The worker's connection and message loop: `run` answers one outcome per input after its COMMIT. */
function serve<In, Out>(run: (db: Db, statements: SqliteStatements, inputs: In[]) => Outcome[]): void {
  const port = parentPort;
  if (!port) throw new Error('a write worker runs in a worker thread only');
  const { path } = workerData as WriteWorkerData;
  const { db } = createDatabase({ kind: 'sqlite', path }, { checkpointer: false });
  const statements = sqliteStatementsOf(db);
  if (!statements) throw new Error('the write worker needs a SQLite database');
  port.on('message', ({ id, inputs }: BatchRequest<In>) => {
    let reply: BatchReply<Out>;
    try {
      const outcomes = run(db, statements, inputs);
      reply = {
        id,
        outcomes: outcomes.map((o) =>
          o.ok ? { ok: true, value: o.value as Out } : { ok: false, error: toWire(o.error) },
        ),
      };
    } catch (error) {
      reply = { id, error: toWire(error) };
    }
    port.postMessage(reply);
  });
}
