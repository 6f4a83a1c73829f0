import { TIMINGS } from '@app/shared';

/**
 * The app's cache of server answers (replacing TanStack Query, whose 11 kB were in every page's
 * first load; docs/benchmarks.md, "The layout diet"). One store per browser tab: an entry per query
 * key holds the last answer or failure, and its fetch in flight. Pure TypeScript: the hooks are in
 * use-query.ts, the rules are tested in query-store.test.ts.
 *
 * The rules kept from before: an answer is stale after 30 s (spec 4.3, 9: "cached queries are
 * refetched on mount or on argument change when older than 30 s"), one retry a second after a
 * failure, the same key fetched once at a time, an entry nobody shows is dropped after 5 minutes,
 * and the shown queries are refetched when stale as the tab comes back into view or online.
 */

export type QueryKey = readonly unknown[];

export interface QueryState<T = unknown> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  /** What is being fetched: nothing, the whole query (first load or refetch), or a paged list's next page. */
  fetching: false | 'all' | 'next';
  /** The last failure was that of a next page (the pages loaded before stay). */
  nextPageFailed: boolean;
  /** Date.now() of the last answer; 0 before the first. */
  updatedAt: number;
  /** Marked out of date (money moved, a session ended): stale whatever its age. */
  invalidated: boolean;
}

/** What an entry needs from a component that shows it (use-query.ts keeps one per mounted hook). */
export interface QueryObserver {
  enabled: boolean;
  staleMs: number;
  /** Fetches the whole query again (a refetch); `restart` drops a fetch in flight first. */
  refetch(restart: boolean): Promise<void>;
}

export interface QueryEntry<T = unknown> {
  readonly key: QueryKey;
  readonly hash: string;
  state: QueryState<T>;
  readonly listeners: Set<() => void>;
  readonly observers: Set<QueryObserver>;
  run?: { controller: AbortController; done: Promise<void> };
  dropTimer?: ReturnType<typeof setTimeout>;
}

export const QUERY_DEFAULTS = {
  staleMs: TIMINGS.queryStaleMs,
  retry: 1,
  /** TanStack Query's first retry delay, kept: 1 s, doubling up to 30 s. */
  retryDelayMs: (failures: number) => Math.min(1000 * 2 ** (failures - 1), 30_000),
  dropAfterMs: 5 * 60_000,
};

export const INITIAL_STATE: QueryState<never> = Object.freeze({
  status: 'pending',
  data: undefined,
  error: null,
  fetching: false,
  nextPageFailed: false,
  updatedAt: 0,
  invalidated: false,
});

/** A key as a string: object members in sorted order, so `{a, b}` and `{b, a}` are one key. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
}

const entries = new Map<string, QueryEntry>();

export function queryEntry<T>(key: QueryKey): QueryEntry<T> {
  const hash = hashKey(key);
  let entry = entries.get(hash);
  if (!entry) {
    entry = { key, hash, state: INITIAL_STATE, listeners: new Set(), observers: new Set() };
    entries.set(hash, entry);
  }
  return entry as QueryEntry<T>;
}

function setState<T>(entry: QueryEntry<T>, change: Partial<QueryState<T>>): void {
  entry.state = { ...entry.state, ...change };
  for (const listener of entry.listeners) listener();
}

/** Listens to an entry's changes; an entry nobody listens to is dropped after a while (QUERY_DEFAULTS). */
export function subscribeEntry(entry: QueryEntry, listener: () => void): () => void {
  clearTimeout(entry.dropTimer);
  entry.listeners.add(listener);
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0) return;
    entry.dropTimer = setTimeout(() => {
      if (entry.listeners.size === 0 && !entry.run && entries.get(entry.hash) === entry) entries.delete(entry.hash);
    }, QUERY_DEFAULTS.dropAfterMs);
  };
}

/** Whether the entry's answer is too old for a component that accepts answers up to `staleMs` old. */
export function isStale(entry: QueryEntry, staleMs: number, now = Date.now()): boolean {
  const { status, updatedAt, invalidated } = entry.state;
  return status === 'pending' || updatedAt === 0 || invalidated || now - updatedAt >= staleMs;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const id = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(id);
      resolve();
    });
  });
}

export interface FetchOptions {
  /** Retries after a failure (QUERY_DEFAULTS.retry unless given). */
  retry?: number;
  /** A paged list's next page rather than the whole query. */
  next?: boolean;
  /** Drop a fetch in flight and start again (a refetch asked for, an invalidation). */
  restart?: boolean;
}

/**
 * Runs `load` for the entry unless a fetch is in flight already (then waits for that one, unless
 * `restart`). The answer replaces the data; a failure (after the retries) is kept with the data
 * already there. Never rejects: the outcome is in the entry's state.
 */
export function fetchEntry<T>(
  entry: QueryEntry<T>,
  load: (signal: AbortSignal) => Promise<T>,
  options: FetchOptions = {},
): Promise<void> {
  if (entry.run && !options.restart) return entry.run.done;
  entry.run?.controller.abort();
  const controller = new AbortController();
  const { signal } = controller;
  const current = () => entry.run?.controller === controller;
  const retries = options.retry ?? QUERY_DEFAULTS.retry;
  setState(entry, {
    fetching: options.next ? 'next' : 'all',
    // As TanStack Query: a first load (or a retry after a failed one) shows as pending again.
    ...(entry.state.data === undefined ? { status: 'pending' as const, error: null } : {}),
  });
  const attempt = async (failures: number): Promise<void> => {
    try {
      const data = await load(signal);
      if (!current()) return;
      entry.run = undefined;
      setState(entry, {
        status: 'success',
        data,
        error: null,
        fetching: false,
        nextPageFailed: false,
        updatedAt: Date.now(),
        invalidated: false,
      });
    } catch (error) {
      if (!current()) return;
      if (failures < retries) {
        await sleep(QUERY_DEFAULTS.retryDelayMs(failures + 1), signal);
        if (current()) await attempt(failures + 1);
        return;
      }
      entry.run = undefined;
      setState(entry, { status: 'error', error, fetching: false, nextPageFailed: options.next === true });
    }
  };
  const run = { controller, done: Promise.resolve().then(() => attempt(0)) };
  entry.run = run;
  return run.done;
}

/** Refetches, once each, the entries a component shows (enabled) whose answer is too old for it. */
function refetchStale(restart: boolean, mustRefetch: (entry: QueryEntry, observer: QueryObserver) => boolean) {
  const runs: Promise<void>[] = [];
  for (const entry of entries.values()) {
    const observer = [...entry.observers].find((o) => o.enabled && mustRefetch(entry, o));
    if (observer) runs.push(observer.refetch(restart));
  }
  return Promise.all(runs).then(() => undefined);
}

function startsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, i) => hashKey([part]) === hashKey([key[i]]));
}

/**
 * Marks every entry under `prefix` out of date (e.g. ['wallet', userId] after money moved); those
 * shown are fetched again at once, dropping a fetch in flight (its answer may predate the change).
 */
export function invalidateQueries(prefix: QueryKey): Promise<void> {
  for (const entry of entries.values()) if (startsWith(entry.key, prefix)) setState(entry, { invalidated: true });
  return refetchStale(true, (entry) => startsWith(entry.key, prefix));
}

/** The answer for `key` outside React (start-up): the cached one if fresh enough, else fetched (and cached). */
export async function fetchQuery<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  staleMs = QUERY_DEFAULTS.staleMs,
): Promise<T> {
  const entry = queryEntry<T>(key);
  if (isStale(entry, staleMs)) await fetchEntry(entry, load);
  const { status, data, error } = entry.state;
  if (status !== 'success') throw error;
  return data as T;
}

let refetchOnReturnInstalled = false;

/** As TanStack Query did: shown queries that went stale are refetched when the tab is seen again or back online. */
export function refetchOnReturn(target: Pick<Document, 'addEventListener' | 'visibilityState'>): void {
  if (refetchOnReturnInstalled) return;
  refetchOnReturnInstalled = true;
  const onReturn = () => {
    if (target.visibilityState !== 'hidden') void refetchStale(false, (entry, o) => isStale(entry, o.staleMs));
  };
  target.addEventListener('visibilitychange', onReturn);
  globalThis.addEventListener?.('online', onReturn);
}

/** Empties the store (tests). */
export function clearQueries(): void {
  for (const entry of entries.values()) entry.run?.controller.abort();
  entries.clear();
}
