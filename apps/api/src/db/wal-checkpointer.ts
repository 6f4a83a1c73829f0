import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';

/** How often the background connection looks for committed pages to copy while no one writes. */
const CHECKPOINT_IDLE_MS = 500;

/**
 * How soon it checkpoints again after a checkpoint that found new frames: while transfers keep
 * committing, each checkpoint has little to copy and often catches up with the last commit, so the next
 * write transaction restarts the WAL from its start. Every 500 ms under load left hundreds of ms of
 * frames behind, the WAL reached the backstop, and the API's own COMMIT then copied them: 20-60 ms
 * commits, the ledger bench's p99 (issue 10, tenth pass).
 */
const CHECKPOINT_BUSY_MS = 5;

/**
 * WAL frames after which the API's own connection checkpoints after all (SQLite's automatic checkpoint,
 * 1,000 pages by default): only if the background checkpointer stops keeping up, or has stopped. About
 * 128 MB of WAL at 4 KB pages. At 8,000 frames (32 MB) the ledger bench's transfers, about 26,000 frames
 * a second, reached it three times a second before the checkpointer had caught up with the last commit
 * (only then can the WAL restart from its start), and each time the API's COMMIT checkpointed itself for
 * 20-60 ms: those commits were the users row's p99 (44-51 ms; with 32,000 frames 15 ms, issue 10 tenth
 * pass). The WAL file keeps its largest size on disk until the database closes.
 */
const BACKSTOP_FRAMES = 32000;

/**
 * The worker's body, plain CommonJS (an `eval` worker): a connection of its own to the same file, a PASSIVE
 * checkpoint on a timer (soon again while commits come). PASSIVE never waits for a writer or blocks one: it
 * copies what it can and tries again next time. A checkpoint that fails (the file was removed under it)
 * ends the worker, and the file must exist (a worker starting late never creates an empty database where
 * one was removed); the API connection's backstop then checkpoints. It needs no TypeScript, so it does not
 * go through the write worker's boot.
 */
const BODY = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
let db;
let timer;
let lastLog = -1;
const stop = () => { clearTimeout(timer); try { db?.close(); } catch {} parentPort.close(); };
// One PASSIVE checkpoint, then the next: soon if the WAL had new frames since the last one (log is the
// WAL's frame count, which a restart resets), else after the idle period.
const checkpoint = () => {
  let log;
  try {
    log = db.pragma('wal_checkpoint(PASSIVE)')[0].log;
  } catch (error) {
    parentPort.postMessage(String(error));
    stop();
    return;
  }
  const busy = log > 0 && log !== lastLog;
  lastLog = log;
  timer = setTimeout(checkpoint, busy ? workerData.busyMs : workerData.idleMs);
};
try {
  db = new Database(workerData.path, { fileMustExist: true });
  timer = setTimeout(checkpoint, workerData.idleMs);
} catch (error) {
  parentPort.postMessage(String(error));
}
parentPort.once('message', stop);
`;

/**
 * SQLite's WAL checkpoints off the API thread (issue 10, seventh pass). In WAL mode every commit appends
 * its pages to the WAL, and a checkpoint copies them back into the database file and syncs it. SQLite runs
 * one automatically inside a COMMIT every 1,000 frames: on the ledger's hot path that was the largest
 * single cost of a batch's COMMIT, paid on the thread that answers every request. Here a worker thread with
 * its own connection checkpoints instead, every few ms while commits come; the API's connection keeps the
 * automatic checkpoint only as a backstop. Durability is unchanged: a commit is in the WAL before it is
 * answered either way (synchronous = NORMAL, create-db.ts), and a checkpoint only moves committed pages.
 * Answers a function that stops the worker (before the database closes).
 */
export function startWalCheckpointer(database: BetterSqlite3.Database): () => Promise<void> {
  database.pragma(`wal_autocheckpoint = ${BACKSTOP_FRAMES}`);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(BODY, {
    eval: true,
    workerData: { driver, path: database.name, idleMs: CHECKPOINT_IDLE_MS, busyMs: CHECKPOINT_BUSY_MS },
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
