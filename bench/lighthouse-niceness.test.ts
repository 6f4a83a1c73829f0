import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { serverNiceness, setProcessNiceness } from './lighthouse';

describe('the servers’ niceness during the Lighthouse runs', () => {
  it('is 10 unless the environment says otherwise', () => {
    expect(serverNiceness({})).toBe(10);
  });

  it('takes 0 (servers equal to the browser) up to 19', () => {
    expect(serverNiceness({ BENCH_LIGHTHOUSE_SERVER_NICE: '0' })).toBe(0);
    expect(serverNiceness({ BENCH_LIGHTHOUSE_SERVER_NICE: '19' })).toBe(19);
  });

  it('falls back to 10 on a value the scheduler would refuse', () => {
    for (const bad of ['-5', '20', '2.5', 'high'])
      expect(serverNiceness({ BENCH_LIGHTHOUSE_SERVER_NICE: bad })).toBe(10);
  });
});

describe('setting a process’s niceness', () => {
  it('reaches every thread of the process, not only its main thread (Linux keeps one per thread)', async () => {
    // A child with a worker thread: setpriority(pid) alone would leave the worker at 0.
    const child = spawn(
      process.execPath,
      [
        '-e',
        "new (require('node:worker_threads').Worker)('setInterval(() => {}, 1000)', { eval: true }); setInterval(() => {}, 1000)",
      ],
      { stdio: 'ignore' },
    );
    try {
      const pid = child.pid as number;
      const threads = () => readdirSync(`/proc/${pid}/task`).map(Number);
      // Node starts its platform threads and the worker's at once; wait until the worker is there.
      for (let i = 0; i < 100 && threads().length < 8; i++) await new Promise((r) => setTimeout(r, 20));
      const before = setProcessNiceness(pid, 7);
      expect(before.size).toBe(threads().length);
      for (const tid of threads()) expect(os.getPriority(tid)).toBe(7);
    } finally {
      child.kill();
    }
  });
});
