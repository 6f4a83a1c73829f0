import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_CAP, LOADING_STEP_MS, nextPercent, startLoadingCounter } from './loading-counter';

describe('nextPercent (spec 4.3)', () => {
  it.each([
    [0, 1],
    [1, 2],
    [98, 99],
    [99, 99],
    [150, 99],
  ])('%i -> %i', (from, to) => {
    expect(nextPercent(from)).toBe(to);
  });
});

describe('startLoadingCounter (spec 4.3, 9: +1 every 20 ms, cap 99)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('steps every 20 ms and nothing happens in between', () => {
    expect(LOADING_STEP_MS).toBe(20);
    const seen: number[] = [];
    startLoadingCounter((p) => seen.push(p));
    vi.advanceTimersByTime(19);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(40);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('reaches 99 after 99 steps (1980 ms), then stops: the interval is cleared', () => {
    const seen: number[] = [];
    startLoadingCounter((p) => seen.push(p));
    vi.advanceTimersByTime(99 * LOADING_STEP_MS - 1);
    expect(seen.at(-1)).toBe(98);
    vi.advanceTimersByTime(1);
    expect(seen.at(-1)).toBe(LOADING_CAP);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(seen).toHaveLength(99);
    expect(seen).toEqual(Array.from({ length: 99 }, (_, i) => i + 1));
  });

  it('stop() ends it early and is safe to call twice', () => {
    const seen: number[] = [];
    const stop = startLoadingCounter((p) => seen.push(p));
    vi.advanceTimersByTime(100);
    stop();
    stop();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a late tick catches up with the clock: after a 500 ms stall the next value is 26, not 2', () => {
    let clock = 1_000;
    let tick: () => void = () => undefined;
    const timers = {
      setInterval: (handler: () => void) => {
        tick = handler;
        return 1 as unknown as ReturnType<typeof setInterval>;
      },
      clearInterval: () => undefined,
    };
    const seen: number[] = [];
    startLoadingCounter(
      (p) => seen.push(p),
      timers,
      () => clock,
    );
    clock += 20;
    tick();
    clock += 500; // the main thread was busy: the interval's callbacks came late
    tick();
    expect(seen).toEqual([1, 26]);
    clock += 5_000;
    tick();
    expect(seen.at(-1)).toBe(LOADING_CAP);
  });
});
