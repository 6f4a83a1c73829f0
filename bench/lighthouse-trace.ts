/**
 * What a Lighthouse trace says about the page's main thread beyond the score: the blocking time its
 * tasks would have had if they had never waited for a core. Lighthouse's simulation multiplies each
 * task's wall time by 4; on a 2-core machine shared with the browser's other processes and the servers,
 * that wall time includes the time the renderer was runnable but not running. Every trace event also
 * carries its thread CPU time (`tdur`): the same sum over CPU time is the part that is the page's own
 * work (docs/decisions.md, "Lighthouse, fourth pass").
 */

export interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

/** Lighthouse's simulated CPU slowdown and its long-task threshold. */
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

export interface MainThreadTime {
  /**
   * Σ max(0, 4 × wall − 50 ms) over all the page renderer's tasks of the trace. Lighthouse counts only
   * those between its simulated first paint and interactive; its simulated first paint comes before
   * most scripts even when the observed one came after them, so no cut is made here: a comparison of
   * the two sums, not a copy of the audit.
   */
  wallBlockingMs: number;
  /** The same over the tasks' thread CPU time. */
  cpuBlockingMs: number;
}

/** The renderer main thread with the most tasks (the page's, not an extension's or about:blank's). */
function pageMainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const counts = new Map<string, number>();
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && mains.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!best) return undefined;
  const [pid, tid] = best.split(':').map(Number);
  return { pid: pid as number, tid: tid as number };
}

export function mainThreadTime(events: TraceEvent[]): MainThreadTime | undefined {
  const main = pageMainThread(events);
  if (!main) return undefined;
  let wallBlockingMs = 0;
  let cpuBlockingMs = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== main.pid || e.tid !== main.tid) continue;
    wallBlockingMs += Math.max(0, (SLOWDOWN * (e.dur ?? 0)) / 1000 - LONG_TASK_MS);
    cpuBlockingMs += Math.max(0, (SLOWDOWN * (e.tdur ?? e.dur ?? 0)) / 1000 - LONG_TASK_MS);
  }
  return { wallBlockingMs, cpuBlockingMs };
}
