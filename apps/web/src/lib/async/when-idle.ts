/**
 * Work that can wait for the page's start-up (issue 10, Lighthouse): on a phone with few cores, what
 * runs during start-up (a video's frames, route prefetches, loading ICU data) takes the CPU that
 * hydration and the first calls need, and every long task then counts against the page.
 */

export interface IdleScheduler {
  /** Runs `work` when the page is idle; returns a cancel function. */
  whenIdle(work: () => void): () => void;
}

/** requestIdleCallback where there is one (not in Safari), else a short timeout. */
export const browserIdleScheduler: IdleScheduler = {
  whenIdle(work) {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => work(), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(work, 300);
    return () => window.clearTimeout(id);
  },
};

/** The page's load, as afterLoadWhenIdle needs it (the browser's by default; tests pass their own). */
export interface PageLoad {
  loaded(): boolean;
  /** Calls `then` once at the load event; returns a cancel function. */
  onLoad(then: () => void): () => void;
}

export const browserPageLoad: PageLoad = {
  loaded: () => document.readyState === 'complete',
  onLoad(then) {
    window.addEventListener('load', then, { once: true });
    return () => window.removeEventListener('load', then);
  },
};

/**
 * Runs `work` once the document has loaded (every script of the first load is in) and the main thread
 * is then idle. Returns a cancel function (for an effect's cleanup).
 */
export function afterLoadWhenIdle(
  work: () => void,
  scheduler: IdleScheduler = browserIdleScheduler,
  page: PageLoad = browserPageLoad,
): () => void {
  let cancelIdle: (() => void) | undefined;
  let cancelled = false;
  const schedule = () => {
    if (!cancelled) cancelIdle = scheduler.whenIdle(work);
  };
  let cancelLoad: (() => void) | undefined;
  if (page.loaded()) schedule();
  else cancelLoad = page.onLoad(schedule);
  return () => {
    cancelled = true;
    cancelLoad?.();
    cancelIdle?.();
  };
}
