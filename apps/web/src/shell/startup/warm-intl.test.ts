import { describe, expect, it, vi } from 'vitest';
import type { IdleScheduler } from '@/lib/async/when-idle';
import { warmIntlWhenIdle } from './warm-intl';

/** A scheduler that keeps the work until the test runs it. */
function heldScheduler() {
  const pending: Array<() => void> = [];
  let cancelled = 0;
  const scheduler: IdleScheduler = {
    whenIdle(work) {
      pending.push(work);
      return () => {
        cancelled++;
      };
    },
  };
  return { scheduler, pending, cancelled: () => cancelled };
}

describe('warming Intl when idle', () => {
  it('makes the start-up screens’ formatters only once the page is idle', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const { scheduler, pending } = heldScheduler();
    warmIntlWhenIdle('vi-VN', scheduler);
    expect(made).not.toHaveBeenCalled();
    pending[0]?.();
    expect(made).toHaveBeenCalledWith('vi-VN', { dateStyle: 'medium', timeStyle: 'short' });
    made.mockRestore();
  });

  it('can be cancelled before it runs', () => {
    const { scheduler, cancelled } = heldScheduler();
    const cancel = warmIntlWhenIdle('en-US', scheduler);
    cancel();
    expect(cancelled()).toBe(1);
  });

  it('does not throw on a locale the runtime refuses', () => {
    const { scheduler, pending } = heldScheduler();
    warmIntlWhenIdle('not a locale!', scheduler);
    expect(() => pending[0]?.()).not.toThrow();
  });
});
