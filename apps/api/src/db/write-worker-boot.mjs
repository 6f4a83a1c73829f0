// The first module of a SQLite write worker (write-worker.ts). A worker thread does not inherit the API
// thread's `--import tsx`, so the TypeScript loader is registered here before the entry module is loaded.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
