import { TIMINGS } from '@app/shared';

/** Spec 4.3 and 9: the splash's percentage rises by 1 every 20 ms up to 99, then stops. */
export const LOADING_STEP_MS = TIMINGS.loadingStepMs;
export const LOADING_CAP = TIMINGS.loadingCap;

export function nextPercent(percent: number): number {
  return Math.min(percent + 1, LOADING_CAP);
}

export interface IntervalTimers {
  setInterval(handler: () => void, ms: number): ReturnType<typeof setInterval>;
  clearInterval(id: ReturnType<typeof setInterval>): void;
}

/**
 * Starts the counter at 0: `onChange` gets each new value; at 99 the interval is cleared (nothing keeps
 * ticking behind a splash that waits for start-up). Returns a stop function.
 *
 * The value is the time since the start in 20 ms steps, not a count of ticks: on a busy phone (or a
 * loaded test machine) interval callbacks come late, and a tick counter then lags behind the clock
 * (a CI run read 27 % after 5 s). A late tick catches up, so the splash still reaches 99 % at about
 * 2 s, as spec 4.3 times it.
 */
export function startLoadingCounter(
  onChange: (percent: number) => void,
  timers: IntervalTimers = globalThis,
  now: () => number = Date.now,
): () => void {
  const startedAt = now();
  let percent = 0;
  let stopped = false;
  const id = timers.setInterval(() => {
    const steps = Math.floor(Math.max(0, now() - startedAt) / LOADING_STEP_MS);
    // At least one step per tick (as before), more when the tick came late.
    percent = Math.min(Math.max(steps, nextPercent(percent)), LOADING_CAP);
    onChange(percent);
    if (percent >= LOADING_CAP) stop();
  }, LOADING_STEP_MS);
  function stop() {
    if (stopped) return;
    stopped = true;
    timers.clearInterval(id);
  }
  return stop;
}
