import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { devProductionSecrets } from '../../../scripts/dev-secrets';
import { installGracefulShutdown } from '../src/shutdown';
import { buildTestApp, type TestApp } from './helpers/test-app';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Resolves with the connection error code, or 'connected' if the port still accepts connections. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
  });
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('installGracefulShutdown (in process)', () => {
  let t: TestApp;
  let port: number;
  const events: string[] = [];
  let entered = deferred();
  let release = deferred();

  beforeEach(async () => {
    events.length = 0;
    entered = deferred();
    release = deferred();
    t = await buildTestApp();
    // A request that stays in flight until the test releases it (the "slow" route of the brief).
    t.app.get('/test/slow', async () => {
      entered.resolve();
      await release.promise;
      events.push('handler finished');
      return { code: 0, msg: 'ok', data: 'slow done' };
    });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = Number(new URL(address).port);
  });
  afterEach(async () => {
    release.resolve();
    // So that a failed test cannot leave app.close() waiting on an idle keep-alive connection.
    t?.app.server.closeAllConnections();
    await t?.close();
  });

  it('lets an in-flight request finish, then exits 0 and stops accepting connections', async () => {
    const exit = vi.fn((code: number) => void events.push(`exit ${code}`));
    const shutdown = installGracefulShutdown(t.app, { timeoutMs: 5000, signals: [], exit });

    const inFlight = fetch(`http://127.0.0.1:${port}/test/slow`);
    await entered.promise;
    const closing = shutdown();
    // Give a close that wrongly ignores the in-flight request time to exit before the request ends.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(exit).not.toHaveBeenCalled();
    release.resolve();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 0, msg: 'ok', data: 'slow done' });
    // A close held up by the finished request's keep-alive connection would end in exit(1) at timeoutMs.
    await vi.waitFor(() => expect(exit).toHaveBeenCalled(), { timeout: 15_000, interval: 20 });
    expect(exit.mock.calls).toEqual([[0]]);
    await closing;
    expect(events).toEqual(['handler finished', 'exit 0']);
    expect(await tryConnect(port)).toBe('ECONNREFUSED');
  });

  it('ignores a second shutdown call while closing', async () => {
    const exit = vi.fn();
    const shutdown = installGracefulShutdown(t.app, { timeoutMs: 5000, signals: [], exit });
    const first = shutdown();
    const second = shutdown();
    await Promise.all([first, second]);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('exits 1 when in-flight requests outlast timeoutMs', async () => {
    const exit = vi.fn();
    const shutdown = installGracefulShutdown(t.app, { timeoutMs: 50, signals: [], exit });
    const inFlight = fetch(`http://127.0.0.1:${port}/test/slow`);
    await entered.promise;
    void shutdown();
    await vi.waitFor(() => expect(exit).toHaveBeenCalled(), { timeout: 10_000, interval: 20 });
    expect(exit.mock.calls[0]).toEqual([1]);
    release.resolve();
    expect((await inFlight).status).toBe(200);
  });
});

describe('the API process on SIGTERM', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-process-'));
  const sqlitePath = path.join(dir, 'app.db');
  let child: ChildProcess | undefined;
  let stdout = '';
  let stderr = '';

  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finishes, closes the database cleanly and exits 0', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      SQLITE_PATH: sqlitePath,
      // Port 0: the OS picks a free port, read back from the "Server listening" log line (no race).
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      // The secrets production refuses to start without, at their public development values.
      ...devProductionSecrets(),
    };
    // This test is about the process, so it always runs on SQLite.
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      stdout += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });

    let base = '';
    await vi.waitFor(
      () => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
        expect(match, `no listening line yet; stdout: ${stdout} stderr: ${stderr}`).not.toBeNull();
        base = match?.[1] ?? '';
      },
      { timeout: 30_000, interval: 100 },
    );
    await vi.waitFor(
      async () => {
        const res = await fetch(`${base}/healthz`);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ data: { status: 'ok', database: 'sqlite' } });
      },
      { timeout: 30_000, interval: 200 },
    );

    const proc = child;
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      proc.once('exit', (code, signal) => resolve({ code, signal })),
    );
    expect(proc.kill('SIGTERM')).toBe(true);
    await vi.waitFor(() => expect(proc.exitCode !== null || proc.signalCode !== null).toBe(true), {
      timeout: 20_000,
      interval: 100,
    });
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(stdout).toContain('shutting down');
    expect(stdout).toContain('shutdown complete');

    // The database was closed, not abandoned: the WAL was checkpointed away and the file is sound.
    expect(fs.existsSync(`${sqlitePath}-wal`)).toBe(false);
    const check = new Database(sqlitePath, { readonly: true });
    try {
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      // The home seed's 8 products and the 2 more of the task library's data file (issue 15).
      expect(check.prepare('select count(*) as n from product').get()).toEqual({ n: 10 });
    } finally {
      check.close();
    }
  });
});
