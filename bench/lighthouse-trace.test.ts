import { describe, expect, it } from 'vitest';
import { mainThreadTime, type TraceEvent } from './lighthouse-trace';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, durMs: number, cpuMs: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe('the main thread time of a Lighthouse trace', () => {
  it('sums 4 × wall and 4 × CPU time minus 50 ms over the page renderer’s tasks', () => {
    const events: TraceEvent[] = [
      thread(1, 1, 'CrRendererMain'),
      thread(2, 2, 'CrRendererMain'),
      thread(3, 3, 'VizCompositorThread'),
      task(1, 1, 500, 20, 20), // 80 ms wall and CPU (30 each)
      task(1, 1, 2_000, 40, 10), // 160 ms wall (110 blocking), 40 ms CPU (none)
      task(1, 1, 3_000, 30, 25), // 120 ms wall (70), 100 ms CPU (50)
      task(1, 1, 4_000, 5, 5), // short: nothing
      task(2, 2, 2_000, 500, 500), // another renderer with fewer tasks: not the page
      task(3, 3, 2_000, 500, 500), // not a renderer
    ];
    expect(mainThreadTime(events)).toEqual({ wallBlockingMs: 210, cpuBlockingMs: 80 });
  });

  it('has nothing to say without a renderer main thread', () => {
    expect(mainThreadTime([thread(3, 3, 'VizCompositorThread'), task(3, 3, 0, 100, 100)])).toBeUndefined();
  });
});
