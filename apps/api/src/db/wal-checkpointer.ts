import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';

/** How often the background connection copies the WAL's committed pages into the database file. */
const CHECKPOINT_EVERY_MS = 500;

/**
 * WAL frames after which the API's own connection checkpoints after all (SQLite's automatic checkpoint,
 * 1,000 pages by default): only if the background checkpointer stops keeping up, or has stopped. About
 * 32 MB of WAL at 4 KB pages.
 */
const BACKSTOP_FRAMES = 8000;

/**
 * The worker's body, plain CommonJS (an `eval` worker): a connection of its own to the same file, a
 * PASSIVE checkpoint on a timer. PASSIVE never waits for a writer or blocks one: it copies what it can
 * and tries again next time. A checkpoint that fails (the file was removed under it) ends the worker,
 * and the file must exist (a worker starting late never creates an empty database where one was
 * removed); the API connection's backstop then checkpoints. It needs no TypeScript, so it does not go
 * through the write worker's boot.
 */
const BODY = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
let db;
let timer;
const stop = () => { clearInterval(timer); try { db?.close(); } catch {} parentPort.close(); };
try {
  db = new Database(workerData.path, { fileMustExist: true });
  timer = setInterval(() => {
    try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { parentPort.postMessage(String(error)); stop(); }
  }, workerData.everyMs);
} catch (error) {
  parentPort.postMessage(String(error));
}
parentPort.once('message', stop);
`;

/**
 * SQLite's WAL checkpoints off the API thread (issue 10, seventh pass). In WAL mode every commit appends
 * its pages to the WAL, and a checkpoint copies them back into the database file and syncs it. SQLite
 * runs one automatically inside a COMMIT every 1,000 frames: on the ledger's hot path that was the
 * largest single cost of a batch's COMMIT, paid on the thread that answers every request. Here a worker
 * thread with its own connection checkpoints twice a second instead; the API's connection keeps the
 * automatic checkpoint only as a backstop. Durability is unchanged: a commit is in the WAL before it is
 * answered either way (synchronous = NORMAL, create-db.ts), and a checkpoint only moves committed pages.
 * Answers a function that stops the worker (before the database closes).
 */
export function startWalCheckpointer(database: BetterSqlite3.Database): () => Promise<void> {
  database.pragma(`wal_autocheckpoint = ${BACKSTOP_FRAMES}`);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(BODY, {
    eval: true,
    workerData: { driver, path: database.name, everyMs: CHECKPOINT_EVERY_MS },
  });
  // The backstop covers a worker that ended early.
  worker.on('message', () => {});
  worker.on('error', () => {});
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopped: Promise<void> | undefined;
  return () => {
    stopped ??= new Promise<void>((resolve) => {
      void exited.then(resolve);
      // Kept alive until it has exited: an unref'd worker's exit would never end an `await` of this
      // when nothing else holds the event loop (a CLI closing its database exited with code 13).
      worker.ref();
      worker.postMessage('stop');
      // A worker that cannot stop by itself (it died already, or hangs) is ended.
      setTimeout(() => void worker.terminate(), 2000).unref();
    });
    return stopped;
  };
}
