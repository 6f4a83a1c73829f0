import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, type ServerProcess, startServer } from '../../../../bench/proc';
import { devProductionSecrets } from '../../../../scripts/dev-secrets';
import { createDatabase, type DatabaseHandle } from '../../src/db/create-db';
import { createTestDatabase, type TestDatabase } from './test-database';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface StartApiOptions {
  /** The process's entry, from the repository root: server.ts, or a test's variant of it (serve.ts). */
  entry?: string;
  /** Settings on top of apiEnv's; undefined removes one the shell has set. */
  env?: Record<string, string | undefined>;
}

/**
 * Real API processes on one fresh test database (SQLite file or PostgreSQL), for the tests that kill
 * and restart them (ledger-crash, job-restart): a temp folder for their files, a handle of the test's
 * own on the same database, and every process stopped and everything removed by close().
 */
export class ApiProcesses {
  private readonly servers: ServerProcess[] = [];
  private side: DatabaseHandle | undefined;

  private constructor(
    readonly database: TestDatabase,
    /** A temp folder for the processes' files (an SMS outbox, a probe's record). */
    readonly dir: string,
  ) {}

  static async create(prefix: string): Promise<ApiProcesses> {
    return new ApiProcesses(await createTestDatabase(), fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`)));
  }

  /** A production process's environment on this database, on loopback at `port`. */
  env(port: number, extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      // The secrets production refuses to start without, at their public development values.
      ...devProductionSecrets(),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    };
    for (const name of ['DATABASE_URL', 'SQLITE_PATH']) delete env[name];
    if (this.database.database.kind === 'sqlite') env.SQLITE_PATH = this.database.database.path;
    else env.DATABASE_URL = this.database.database.url;
    for (const [name, value] of Object.entries(extra)) {
      if (value === undefined) delete env[name];
      else env[name] = value;
    }
    return env;
  }

  /** Starts a process on a free port and waits until /healthz answers. */
  async start(name: string, options: StartApiOptions = {}): Promise<ServerProcess> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = await startServer({
      name,
      command: process.execPath,
      args: ['--import', 'tsx', options.entry ?? 'apps/api/src/server.ts'],
      cwd: repoRoot,
      env: this.env(port, options.env),
      readyUrl: `${url}/healthz`,
      url,
      readyTimeoutMs: 60_000,
    });
    this.servers.push(server);
    return server;
  }

  /** The test's own handle on the database (opened on first use, after a process has migrated it). */
  db(): DatabaseHandle['db'] {
    this.side ??= createDatabase(this.database.database);
    return this.side.db;
  }

  async close(): Promise<void> {
    for (const server of this.servers) await server.stop();
    await this.side?.close();
    await this.database.drop();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

export const REPO_ROOT = repoRoot;
