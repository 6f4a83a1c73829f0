import { describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle, type IdleScheduler, type PageLoad } from './when-idle';

function heldScheduler() {
  const pending: Array<() => void> = [];
  const scheduler: IdleScheduler = {
    whenIdle(work) {
      pending.push(work);
      return () => {
        pending.splice(pending.indexOf(work), 1);
      };
    },
  };
  return { scheduler, pending };
}

function page(loaded: boolean) {
  const listeners: Array<() => void> = [];
  const load: PageLoad = {
    loaded: () => loaded,
    onLoad(then) {
      listeners.push(then);
      return () => {
        listeners.splice(listeners.indexOf(then), 1);
      };
    },
  };
  const fire = () => {
    for (const then of listeners.splice(0)) then();
  };
  return { load, fire, listeners };
}

describe('work after the load, when idle', () => {
  it('waits for the load event, then for an idle moment', () => {
    const { scheduler, pending } = heldScheduler();
    const loading = page(false);
    const work = vi.fn();
    afterLoadWhenIdle(work, scheduler, loading.load);
    expect(pending).toHaveLength(0);
    loading.fire();
    expect(pending).toHaveLength(1);
    expect(work).not.toHaveBeenCalled();
    pending[0]?.();
    expect(work).toHaveBeenCalledOnce();
  });

  it('after the load, only waits for idle', () => {
    const { scheduler, pending } = heldScheduler();
    afterLoadWhenIdle(vi.fn(), scheduler, page(true).load);
    expect(pending).toHaveLength(1);
  });

  it('cancelled before the load, it never schedules anything', () => {
    const { scheduler, pending } = heldScheduler();
    const loading = page(false);
    const cancel = afterLoadWhenIdle(vi.fn(), scheduler, loading.load);
    cancel();
    expect(loading.listeners).toHaveLength(0);
    loading.fire();
    expect(pending).toHaveLength(0);
  });

  it('cancelled while waiting for idle, the idle work is dropped', () => {
    const { scheduler, pending } = heldScheduler();
    const cancel = afterLoadWhenIdle(vi.fn(), scheduler, page(true).load);
    cancel();
    expect(pending).toHaveLength(0);
  });
});
