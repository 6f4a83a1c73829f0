import { describe, expect, it, vi } from 'vitest';
import { appStartup, type StartupSignals } from './when-idle';

/** A page and a splash attribute driven by the test: load() fires the load event, set() the attribute. */
function startupOf(loaded: boolean, splash: 'up' | 'done' | 'skip' | null) {
  const loadListeners: Array<() => void> = [];
  const splashWatchers: Array<() => void> = [];
  const state = { loaded, splash };
  const signals: StartupSignals = {
    page: {
      loaded: () => state.loaded,
      onLoad(then) {
        loadListeners.push(then);
        return () => loadListeners.splice(loadListeners.indexOf(then), 1);
      },
    },
    splashUp: () => state.splash === 'up',
    watchSplash(changed) {
      splashWatchers.push(changed);
      return () => splashWatchers.splice(splashWatchers.indexOf(changed), 1);
    },
  };
  return {
    startup: appStartup(signals),
    load() {
      state.loaded = true;
      for (const then of loadListeners.splice(0)) then();
    },
    set(value: 'up' | 'done') {
      state.splash = value;
      for (const changed of [...splashWatchers]) changed();
    },
    loadListeners,
    splashWatchers,
  };
}

describe('the app start-up (load, then the launch splash gone)', () => {
  it('is over at once after the load when no splash shows', () => {
    for (const splash of ['skip', 'done', null] as const) {
      const then = vi.fn();
      startupOf(true, splash).startup.onLoad(then);
      expect(then).toHaveBeenCalledOnce();
    }
  });

  it('is not over while the splash is up, even after the load, nor before the load', () => {
    for (const [loaded, splash] of [
      [true, 'up'],
      [false, 'skip'],
    ] as const) {
      const then = vi.fn();
      startupOf(loaded, splash).startup.onLoad(then);
      expect(then).not.toHaveBeenCalled();
    }
  });

  it('waits for the load, then for the splash to go, and calls back once', () => {
    const page = startupOf(false, 'up');
    const then = vi.fn();
    page.startup.onLoad(then);
    page.load();
    expect(then).not.toHaveBeenCalled();
    expect(page.splashWatchers).toHaveLength(1);
    page.set('up');
    expect(then).not.toHaveBeenCalled();
    page.set('done');
    expect(then).toHaveBeenCalledOnce();
    expect(page.splashWatchers).toHaveLength(0);
    page.set('done');
    expect(then).toHaveBeenCalledOnce();
  });

  it('after a load without a splash, calls back at the load', () => {
    const page = startupOf(false, 'skip');
    const then = vi.fn();
    page.startup.onLoad(then);
    page.load();
    expect(then).toHaveBeenCalledOnce();
    expect(page.splashWatchers).toHaveLength(0);
  });

  it('cancelled while the splash is up, it stops watching and never calls back', () => {
    const page = startupOf(true, 'up');
    const then = vi.fn();
    const cancel = page.startup.onLoad(then);
    expect(page.splashWatchers).toHaveLength(1);
    cancel();
    expect(page.splashWatchers).toHaveLength(0);
    page.set('done');
    expect(then).not.toHaveBeenCalled();
  });

  it('cancelled before the load, it never watches the splash', () => {
    const page = startupOf(false, 'up');
    const cancel = page.startup.onLoad(vi.fn());
    cancel();
    expect(page.loadListeners).toHaveLength(0);
    page.load();
    expect(page.splashWatchers).toHaveLength(0);
  });
});
