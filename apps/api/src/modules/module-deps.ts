import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/create-db';
import type { Jobs } from '../jobs';

/**
 * What every module's create<Area>Services(deps) is given by the composition root (src/compose.ts):
 * its own config slice (modules/<area>/<area>.config.ts), the database, the log and the job runner
 * (register handlers, enqueue inside a write transaction: jobs/README.md). Services of
 * other modules a module needs come as a second argument, typed through that module's index.ts.
 */
export interface ModuleDeps<Config = Record<string, never>> {
  config: Config;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  jobs: Jobs;
}
