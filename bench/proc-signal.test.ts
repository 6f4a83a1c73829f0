import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** The `bench` script of package.json, run on the busy fixture instead of bench/run.ts. */
function benchCommand(): string {
  const scripts = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;
  const bench = scripts.bench ?? '';
  expect(bench).toContain('bench/run.ts');
  return bench.replace('bench/run.ts', 'bench/fixtures/busy-bench.ts');
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

describe('npm run bench stopped by SIGTERM', () => {
  // A bench stopped while its event loop was busy (Lighthouse's part) used to leave its API and
  // next start running: tsx's CLI relays the signal and SIGKILLs a child that does not take it
  // within 30 ms, so bench/proc.ts's handler never ran (2026-11-29, docs/benchmarks.md).
  it('stops the servers it started even when its event loop is busy', async () => {
    const child = spawn(
      'sh',
      ['-c', `PATH="${path.join(repoRoot, 'node_modules/.bin')}:$PATH" exec ${benchCommand()}`],
      {
        cwd: repoRoot,
        detached: true,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    let serverPid: number | undefined;
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
          const match = /ready (\S+) (\d+)/.exec(text);
          if (match?.[1] && match[2]) {
            serverPid = Number(match[2]);
            resolve(match[1]);
          }
        });
        child.once('exit', (code) => reject(new Error(`the fixture exited (code ${code}) before it was ready`)));
      });
      expect(await answers(url)).toBe(true);
      process.kill(-(child.pid as number), 'SIGTERM');
      await exited;
      // The handler kills the server's group with SIGKILL before the bench exits.
      expect(await answers(url)).toBe(false);
    } finally {
      // The fixture's group, and the server's own group when the bench failed to stop it.
      for (const pid of [child.pid, serverPid]) {
        try {
          if (pid !== undefined) process.kill(-pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
  }, 60_000);
});
