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

/**
 * On <html>: 'up' while the launch splash covers the page (set by the shell's first-paint script),
 * 'done' once it has gone, 'skip' on a page load that is not a launch (shell/startup/splash-once.ts).
 */
export const SPLASH_ATTRIBUTE = 'data-splash';

/** What the app's start-up is made of, as appStartup needs it (the browser's by default; tests pass their own). */
export interface StartupSignals {
  page: PageLoad;
  splashUp(): boolean;
  /** Calls `changed` whenever the splash attribute changes; returns a cancel function. */
  watchSplash(changed: () => void): () => void;
}

/**
 * The app's start-up as a PageLoad: the document's load, then the launch splash gone. A launch's
 * load event comes early (every script is async) while the splash still covers the page for a second
 * or two (spec 9's minimum times) and the first calls and renders are running under it.
 */
export function appStartup({ page, splashUp, watchSplash }: StartupSignals): PageLoad {
  return {
    // Never over before asking: onLoad calls back at once when it is (one code path, fewer bytes).
    loaded: () => false,
    onLoad(then) {
      let stop: (() => void) | undefined;
      const afterLoad = () => {
        if (!splashUp()) return then();
        stop = watchSplash(() => {
          if (!stop || splashUp()) return;
          stop();
          stop = undefined;
          then();
        });
      };
      const cancelLoad = page.loaded() ? afterLoad() : page.onLoad(afterLoad);
      return () => {
        cancelLoad?.();
        stop?.();
      };
    },
  };
}

const browserSignals: StartupSignals = {
  page: browserPageLoad,
  splashUp: () => document.documentElement.getAttribute(SPLASH_ATTRIBUTE) === 'up',
  watchSplash(changed) {
    const observer = new MutationObserver(changed);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [SPLASH_ATTRIBUTE] });
    return () => observer.disconnect();
  },
};

/**
 * Runs `work` once the app's start-up is over (the page loaded and the launch splash gone) and the
 * main thread is then idle: for work nobody waits for at a launch (route prefetches, analytics), which
 * would otherwise take the cores from the start-up's own calls and renders (issue 10, Lighthouse).
 * Returns a cancel function.
 */
export function afterStartupWhenIdle(
  work: () => void,
  scheduler: IdleScheduler = browserIdleScheduler,
  startup: PageLoad = appStartup(browserSignals),
): () => void {
  return afterLoadWhenIdle(work, scheduler, startup);
}
