/**
 * Child processes for the bench: servers run in their own process group (detached) so that stopping
 * one also stops anything it spawned, and every group still alive is killed when the bench exits,
 * whether it ends normally, throws, or is interrupted.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  /** The last lines the process wrote (stdout and stderr), for error messages. */
  output: () => string;
  stop: () => Promise<void>;
}

const live = new Set<ChildProcess>();
const tempDirs = new Set<string>();

/** Removes `dir` when the bench exits, even when it is interrupted before its own cleanup runs. */
export function removeOnExit(dir: string): void {
  installExitHandlers();
  tempDirs.add(dir);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

let handlersInstalled = false;
function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', () => {
    for (const child of live) killGroup(child, 'SIGKILL');
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of live) killGroup(child, 'SIGKILL');
      process.exit(130);
    });
  }
}

/** A port that was free on 127.0.0.1 a moment ago (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('could not read the port of a probe socket'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}

export interface StartOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Polled until it answers with a 2xx status. */
  readyUrl: string;
  /** Base URL reported back to the caller. */
  url: string;
  readyTimeoutMs?: number;
}

/** Starts a server process and waits (bounded) until `readyUrl` answers 2xx; kills it on failure. */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  installExitHandlers();
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  let exited = false;
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      live.delete(child);
      resolve();
    });
    child.once('error', (err) => {
      lines.push(`spawn error: ${err.message}`);
      exited = true;
      live.delete(child);
      resolve();
    });
  });

  const stop = async () => {
    if (exited) return;
    killGroup(child, 'SIGTERM');
    const timer = sleep(10_000).then(() => 'timeout' as const);
    if ((await Promise.race([exitPromise.then(() => 'exited' as const), timer])) === 'timeout') {
      killGroup(child, 'SIGKILL');
      await Promise.race([exitPromise, sleep(2_000)]);
    }
    // Whatever the main process left behind in its group.
    killGroup(child, 'SIGKILL');
  };
  const output = () => lines.join('\n');
  const server: ServerProcess = { name: options.name, url: options.url, child, output, stop };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 30_000);
  while (Date.now() < deadline) {
    if (exited) {
      await stop();
      throw new Error(`${options.name} exited before it was ready (code ${child.exitCode}):\n${output()}`);
    }
    try {
      const res = await fetch(options.readyUrl, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  await stop();
  throw new Error(
    `${options.name} was not ready at ${options.readyUrl} within ${options.readyTimeoutMs ?? 30_000} ms:\n${output()}`,
  );
}

/** Runs a command to completion with its output on stderr (stdout stays for the table). */
export async function runToCompletion(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  installExitHandlers();
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', process.stderr, process.stderr] });
  live.add(child);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (c) => resolve(c));
  }).finally(() => live.delete(child));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with code ${code}`);
}

/**
 * User + system CPU time of a process so far, in µs (/proc/<pid>/stat, clock ticks of 10 ms); with
 * `ended`, also that of its children that have ended and been waited for (cutime + cstime).
 */
export async function cpuMicros(pid: number, ended = false): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]) + (ended ? Number(fields[13]) + Number(fields[14]) : 0);
  return ticks * 10_000;
}

/**
 * User + system CPU time of one thread of a process so far, in µs (/proc/<pid>/task/<tid>/stat); the
 * main thread's id is the process id. The API's main thread is the one that answers HTTP: its time per
 * request is what bounds the requests per second, whatever other threads (SQLite's write worker) do.
 */
export async function threadCpuMicros(pid: number, tid = pid): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * The same for a process and all its descendants (a PostgreSQL server's postmaster, backends and
 * autovacuum workers): the live ones read now, the ended ones through their parent's counters, so a
 * worker that ends between two readings is still counted.
 */
export async function treeCpuMicros(pid: number): Promise<number> {
  let total = await cpuMicros(pid, true).catch(() => 0);
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  for (const child of children.split(' ').filter(Boolean)) total += await treeCpuMicros(Number(child));
  return total;
}
