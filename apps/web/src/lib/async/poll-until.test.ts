import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft } from './countdown';
import { pollUntil } from './poll-until';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pollUntil (spec 4.2: the bind-phone dialog is polled every 100 ms)', () => {
  it('reads every interval and resolves with the first accepted value', async () => {
    let state = { open: true, result: '' };
    const read = vi.fn(() => state);
    const done = pollUntil(read, (s) => !s.open, 100);
    await vi.advanceTimersByTimeAsync(350);
    expect(read).toHaveBeenCalledTimes(4); // at once, then at 100, 200, 300 ms
    state = { open: false, result: 'bound' };
    await vi.advanceTimersByTimeAsync(100);
    await expect(done).resolves.toEqual({ open: false, result: 'bound' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(read).toHaveBeenCalledTimes(5); // stopped polling
  });

  it('resolves at once when already done', async () => {
    await expect(
      pollUntil(
        () => 1,
        (v) => v === 1,
        100,
      ),
    ).resolves.toBe(1);
  });
});

describe('secondsLeft (resend countdown)', () => {
  it.each([
    [60_000, 0, 60],
    [60_000, 1, 60],
    [60_000, 59_001, 1],
    [60_000, 60_000, 0],
    [60_000, 99_000, 0],
  ])('ends %i, now %i -> %i s', (endsAt, now, left) => {
    expect(secondsLeft(endsAt, now)).toBe(left);
  });
});
