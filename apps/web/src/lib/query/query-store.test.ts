import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchPages } from './pages';
import {
  clearQueries,
  fetchEntry,
  fetchQuery,
  hashKey,
  invalidateQueries,
  isStale,
  QUERY_DEFAULTS,
  type QueryObserver,
  queryEntry,
  refetchOnReturn,
  subscribeEntry,
} from './query-store';

/** A load whose answers the test hands out one by one. */
function deferredLoad<T>() {
  const calls: Array<{ resolve: (v: T) => void; reject: (e: unknown) => void; signal: AbortSignal }> = [];
  const load = vi.fn(
    (signal: AbortSignal) => new Promise<T>((resolve, reject) => calls.push({ resolve, reject, signal })),
  );
  return { load, calls };
}

function observe(key: readonly unknown[], load: (signal: AbortSignal) => Promise<unknown>, staleMs = 30_000) {
  const entry = queryEntry(key);
  const observer: QueryObserver = {
    enabled: true,
    staleMs,
    refetch: (restart) => fetchEntry(entry, load, { restart }),
  };
  entry.observers.add(observer);
  return { entry, observer };
}

beforeEach(() => {
  vi.useFakeTimers();
  clearQueries();
});
afterEach(() => vi.useRealTimers());

describe('hashKey', () => {
  it('is one key for objects whose members come in another order, and distinct otherwise', () => {
    expect(hashKey(['wallet', 1, { coin: 'USDT', amount: '1' }])).toBe(
      hashKey(['wallet', 1, { amount: '1', coin: 'USDT' }]),
    );
    expect(hashKey(['wallet', 1])).not.toBe(hashKey(['wallet', '1']));
  });
});

describe('fetchEntry', () => {
  it('fetches a key once at a time: a second fetch while one runs waits for it', async () => {
    const { load, calls } = deferredLoad<string>();
    const entry = queryEntry<string>(['k']);
    const first = fetchEntry(entry, load);
    const second = fetchEntry(entry, load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(entry.state).toMatchObject({ status: 'pending', fetching: 'all' });
    calls[0]?.resolve('answer');
    await Promise.all([first, second]);
    expect(entry.state).toMatchObject({ status: 'success', data: 'answer', fetching: false, error: null });
  });

  it('retries once a second after a failure, then keeps the failure (still pending meanwhile)', async () => {
    const { load, calls } = deferredLoad<string>();
    const entry = queryEntry<string>(['k']);
    const done = fetchEntry(entry, load);
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.reject(new Error('down'));
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    expect(entry.state.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]?.reject(new Error('still down'));
    await done;
    expect(entry.state).toMatchObject({ status: 'error', fetching: false });
    expect((entry.state.error as Error).message).toBe('still down');
  });

  it('with retry 0 fails at once; a failed refetch keeps the data it had', async () => {
    const entry = queryEntry<string>(['k']);
    await fetchEntry(entry, async () => 'first');
    await fetchEntry(entry, () => Promise.reject(new Error('down')), { retry: 0 });
    expect(entry.state).toMatchObject({ status: 'error', data: 'first' });
  });

  it('a restart drops the fetch in flight: its answer (older than the change) is never shown', async () => {
    const { load, calls } = deferredLoad<string>();
    const entry = queryEntry<string>(['k']);
    void fetchEntry(entry, load);
    await vi.advanceTimersByTimeAsync(0);
    const restarted = fetchEntry(entry, load, { restart: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve('before');
    calls[1]?.resolve('after');
    await restarted;
    expect(entry.state.data).toBe('after');
  });
});

describe('isStale (spec 4.3: refetched when older than 30 s)', () => {
  it('is stale before the first answer, fresh just after it, stale once the answer is 30 s old', async () => {
    const entry = queryEntry<string>(['k']);
    expect(isStale(entry, QUERY_DEFAULTS.staleMs)).toBe(true);
    await fetchEntry(entry, async () => 'x');
    const at = entry.state.updatedAt;
    expect(isStale(entry, QUERY_DEFAULTS.staleMs, at + 29_999)).toBe(false);
    expect(isStale(entry, QUERY_DEFAULTS.staleMs, at + 30_000)).toBe(true);
  });
});

describe('invalidateQueries', () => {
  it('marks the entries under a prefix stale and refetches those shown; others are left alone', async () => {
    let balance = 1;
    const shown = observe(['wallet', 7, 'info'], async () => balance);
    const hidden = queryEntry(['wallet', 7, 'history']);
    const other = observe(['wallet', 8, 'info'], async () => 'theirs');
    await fetchEntry(shown.entry, async () => balance);
    await fetchEntry(hidden, async () => 'h');
    await fetchEntry(other.entry, async () => 'theirs');
    balance = 2;
    await invalidateQueries(['wallet', 7]);
    expect(shown.entry.state).toMatchObject({ data: 2, invalidated: false });
    expect(hidden.state).toMatchObject({ data: 'h', invalidated: true });
    expect(isStale(hidden, QUERY_DEFAULTS.staleMs)).toBe(true);
    expect(other.entry.state.invalidated).toBe(false);
  });

  it('does not refetch an entry whose only component has it disabled', async () => {
    const load = vi.fn(async () => 'x');
    const { entry, observer } = observe(['user', 'session_list', 3], load);
    await fetchEntry(entry, load);
    observer.enabled = false;
    await invalidateQueries(['user', 'session_list', 3]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('fetchQuery (outside React)', () => {
  it('answers from the cache while fresh, fetches when stale, and throws the failure', async () => {
    const load = vi.fn(async () => ({ bots: ['b'] }));
    expect(await fetchQuery(['main', 'cfg'], load)).toEqual({ bots: ['b'] });
    expect(await fetchQuery(['main', 'cfg'], load)).toEqual({ bots: ['b'] });
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    await fetchQuery(['main', 'cfg'], load);
    expect(load).toHaveBeenCalledTimes(2);
    const failing = fetchQuery(['main', 'other'], () => Promise.reject(new Error('no')));
    const settled = expect(failing).rejects.toThrow('no');
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
  });
});

describe('entries nobody shows', () => {
  it('are dropped 5 minutes after their last listener left, not before, and kept if one returns', async () => {
    const entry = queryEntry<string>(['k']);
    await fetchEntry(entry, async () => 'x');
    const leave = subscribeEntry(entry, () => undefined);
    leave();
    vi.advanceTimersByTime(QUERY_DEFAULTS.dropAfterMs - 1);
    expect(queryEntry(['k'])).toBe(entry);
    vi.advanceTimersByTime(1);
    expect(queryEntry(['k'])).not.toBe(entry);

    const kept = queryEntry<string>(['kept']);
    subscribeEntry(kept, () => undefined)();
    subscribeEntry(kept, () => undefined);
    vi.advanceTimersByTime(QUERY_DEFAULTS.dropAfterMs);
    expect(queryEntry(['kept'])).toBe(kept);
  });
});

describe('refetchOnReturn', () => {
  it('refetches the shown stale queries when the tab becomes visible again, not the fresh ones', async () => {
    const listeners: Record<string, () => void> = {};
    const doc = {
      visibilityState: 'visible' as DocumentVisibilityState,
      addEventListener: (name: string, listener: () => void) => {
        listeners[name] = listener;
      },
    };
    const staleLoad = vi.fn(async () => 'stale');
    const freshLoad = vi.fn(async () => 'fresh');
    const stale = observe(['a'], staleLoad, 1_000);
    const fresh = observe(['b'], freshLoad, 60_000);
    await fetchEntry(stale.entry, staleLoad);
    await fetchEntry(fresh.entry, freshLoad);
    vi.advanceTimersByTime(5_000);
    refetchOnReturn(doc as unknown as Document);
    listeners.visibilitychange?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(staleLoad).toHaveBeenCalledTimes(2);
    expect(freshLoad).toHaveBeenCalledTimes(1);
  });
});

describe('fetchPages (a paged list fetched again)', () => {
  it('fetches as many pages as were loaded, each with the cursor of the fresh page before it', async () => {
    const pages: Record<string, { next: string | null; items: string[] }> = {
      '': { next: 'c1', items: ['new', 'a'] },
      c1: { next: 'c2', items: ['b'] },
      c2: { next: null, items: ['c'] },
    };
    const fetchPage = vi.fn(async (cursor: string) => pages[cursor] ?? { next: null, items: [] });
    const fresh = await fetchPages(2, '', (p) => p.next, fetchPage);
    expect(fresh.pageParams).toEqual(['', 'c1']);
    expect(fresh.pages.flatMap((p) => p.items)).toEqual(['new', 'a', 'b']);
    expect((await fetchPages(5, '', (p) => p.next, fetchPage)).pages).toHaveLength(3);
    expect((await fetchPages(0, '', (p) => p.next, fetchPage)).pages).toHaveLength(1);
  });
});
