import { describe, expect, it, vi } from 'vitest';
import { type Schedule, warmIntlSoon } from './warm-intl';

/** A schedule that keeps the work until the test runs it. */
function heldSchedule() {
  const pending: Array<() => void> = [];
  let cancelled = 0;
  const schedule: Schedule = (work) => {
    pending.push(work);
    return () => {
      cancelled++;
    };
  };
  return { schedule, pending, cancelled: () => cancelled };
}

describe('warming Intl under the splash', () => {
  it('makes the start-up screens’ formatters later, each in a task of its own', () => {
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const { schedule, pending } = heldSchedule();
    warmIntlSoon('vi-VN', schedule);
    expect(dates).not.toHaveBeenCalled();
    expect(pending).toHaveLength(1);
    pending[0]?.();
    expect(dates).toHaveBeenCalledWith('vi-VN', { dateStyle: 'medium', timeStyle: 'short' });
    // The number format waits for a task of its own.
    expect(numbers).not.toHaveBeenCalled();
    expect(pending).toHaveLength(2);
    pending[1]?.();
    expect(numbers).toHaveBeenCalledWith('vi-VN', { maximumFractionDigits: 2 });
    expect(pending).toHaveLength(2);
    dates.mockRestore();
    numbers.mockRestore();
  });

  it('can be cancelled before it runs, and between its tasks', () => {
    const first = heldSchedule();
    warmIntlSoon('en-US', first.schedule)();
    expect(first.cancelled()).toBe(1);
    const second = heldSchedule();
    const cancel = warmIntlSoon('en-US', second.schedule);
    second.pending[0]?.();
    cancel();
    expect(second.cancelled()).toBe(1);
  });

  it('does not throw on a locale the runtime refuses, and goes on to the next formatter', () => {
    const { schedule, pending } = heldSchedule();
    warmIntlSoon('not a locale!', schedule);
    expect(() => pending[0]?.()).not.toThrow();
    expect(pending).toHaveLength(2);
    expect(() => pending[1]?.()).not.toThrow();
  });
});
