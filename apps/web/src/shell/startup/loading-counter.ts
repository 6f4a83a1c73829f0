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
 */
export function startLoadingCounter(
  onChange: (percent: number) => void,
  timers: IntervalTimers = globalThis,
): () => void {
  let percent = 0;
  let stopped = false;
  const id = timers.setInterval(() => {
    percent = nextPercent(percent);
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
