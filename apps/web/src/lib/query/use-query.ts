'use client';

import { useEffect, useMemo, useRef } from 'react';
import { fetchPages, type PagedData } from './pages';
import {
  fetchEntry,
  hashKey,
  isStale,
  QUERY_DEFAULTS,
  type QueryEntry,
  type QueryKey,
  type QueryObserver,
  type QueryState,
  queryEntry,
  refetchOnReturn,
} from './query-store';
import { useEntryState } from './use-entry-state';

export interface QueryOptions<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** false: nothing is fetched (what the cache holds is still shown). Default true. */
  enabled?: boolean;
  /** How old an answer may be before it is fetched again on mount or key change (default 30 s, spec 4.3). */
  staleTime?: number;
  /** 'always': fetched on every mount, however fresh (popups, spec 9). */
  refetchOnMount?: 'always';
  /** Fetched again every so many ms while shown and the tab is visible. */
  refetchInterval?: number;
  /** Retries after a failure: a number, or false for none (default 1). */
  retry?: number | false;
}

interface QueryResultBase {
  /** The last failure (kept while a refetch runs or after it succeeded over older data: null then). */
  error: Error | null;
  /** Any fetch of it is running (a first load, a refetch, a next page). */
  isFetching: boolean;
  /** A fetch is running over an answer or failure already shown. */
  isRefetching: boolean;
  /** Fetches it again now (even when disabled), dropping a fetch in flight. */
  refetch(): Promise<void>;
}

/** As TanStack Query's result: `isPending`, `isError`, `isSuccess` narrow `data`. */
export type QueryResult<T> = QueryResultBase &
  (
    | { status: 'pending'; isPending: true; isSuccess: false; isError: false; data: undefined }
    | { status: 'error'; isPending: false; isSuccess: false; isError: true; data: T | undefined }
    | { status: 'success'; isPending: false; isSuccess: true; isError: false; data: T }
  );

/**
 * The entry of `queryKey` and its state, with an observer that lets the store refetch it (on
 * invalidation, on return to the tab). Before hydration and on the server nothing is cached: the
 * store lives in the browser tab only, never shared by the server's requests.
 */
function useEntry<T>(
  queryKey: QueryKey,
  enabled: boolean,
  staleMs: number,
  refetch: (entry: QueryEntry<T>, restart: boolean) => Promise<void>,
) {
  const hash = hashKey(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's content (its hash) decides, not its identity
  const entry = useMemo(() => (typeof window === 'undefined' ? null : queryEntry<T>(queryKey)), [hash]);
  const state = useEntryState(entry);

  const latest = useRef({ enabled, staleMs, refetch });
  latest.current = { enabled, staleMs, refetch };
  useEffect(() => {
    if (!entry) return;
    refetchOnReturn(document);
    const observer: QueryObserver = {
      get enabled() {
        return latest.current.enabled;
      },
      get staleMs() {
        return latest.current.staleMs;
      },
      refetch: (restart) => latest.current.refetch(entry, restart),
    };
    entry.observers.add(observer);
    return () => {
      entry.observers.delete(observer);
    };
  }, [entry]);
  return { entry, state };
}

/** Fetches on mount, on key change and when enabled, if the cache has nothing fresh enough (spec 4.3). */
function useFetchOnMount(
  entry: QueryEntry | null,
  enabled: boolean,
  staleMs: number,
  always: boolean,
  fetch: (entry: QueryEntry) => void,
) {
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  useEffect(() => {
    if (entry && enabled && (always || isStale(entry, staleMs))) fetchRef.current(entry);
  }, [entry, enabled, staleMs, always]);
}

function useRefetchInterval(entry: QueryEntry | null, enabled: boolean, every: number | undefined, fetch: () => void) {
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  useEffect(() => {
    if (!entry || !enabled || !every) return;
    const id = setInterval(() => document.visibilityState !== 'hidden' && fetchRef.current(), every);
    return () => clearInterval(id);
  }, [entry, enabled, every]);
}

function retriesOf(retry: number | false | undefined): number {
  return retry === false ? 0 : (retry ?? QUERY_DEFAULTS.retry);
}

function resultOf<T>(state: QueryState<T>, refetch: () => Promise<void>): QueryResult<T> {
  const isFetching = state.fetching !== false;
  return {
    status: state.status,
    data: state.data,
    error: state.error as Error | null,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    isFetching,
    isRefetching: isFetching && state.status !== 'pending' && state.fetching !== 'next',
    refetch,
  } as QueryResult<T>;
}

/** One server answer, cached under its key (lib/query/README.md). */
export function useQuery<T>(options: QueryOptions<T>): QueryResult<T> {
  const enabled = options.enabled ?? true;
  const staleMs = options.staleTime ?? QUERY_DEFAULTS.staleMs;
  const retry = retriesOf(options.retry);
  const queryFn = options.queryFn;
  const load = (entry: QueryEntry<T>, restart: boolean) =>
    fetchEntry(entry, (signal) => queryFn({ signal }), { retry, restart });
  const { entry, state } = useEntry<T>(options.queryKey, enabled, staleMs, load);
  useFetchOnMount(entry, enabled, staleMs, options.refetchOnMount === 'always', (e) => load(e as QueryEntry<T>, false));
  useRefetchInterval(entry, enabled, options.refetchInterval, () => entry && load(entry, false));
  return resultOf(state, () => (entry ? load(entry, true) : Promise.resolve()));
}

export interface InfiniteQueryOptions<P, C> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal; pageParam: C }) => Promise<P>;
  initialPageParam: C;
  /** The next page's parameter, or undefined/null when the last page is the end. */
  getNextPageParam: (lastPage: P) => C | undefined | null;
  enabled?: boolean;
  staleTime?: number;
  retry?: number | false;
}

export type InfiniteQueryResult<P> = QueryResult<PagedData<P>> & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage(): Promise<void>;
};

/** A list fetched page by page (cursor); a refetch fetches every loaded page again (pages.ts). */
export function useInfiniteQuery<P, C>(options: InfiniteQueryOptions<P, C>): InfiniteQueryResult<P> {
  const enabled = options.enabled ?? true;
  const staleMs = options.staleTime ?? QUERY_DEFAULTS.staleMs;
  const retry = retriesOf(options.retry);
  const { queryFn, initialPageParam, getNextPageParam } = options;

  const loadAll = (entry: QueryEntry<PagedData<P>>, restart: boolean) =>
    fetchEntry(
      entry,
      (signal) =>
        fetchPages(entry.state.data?.pages.length ?? 1, initialPageParam, getNextPageParam, (pageParam) =>
          queryFn({ signal, pageParam }),
        ),
      { retry, restart },
    );
  const { entry, state } = useEntry<PagedData<P>>(options.queryKey, enabled, staleMs, loadAll);
  useFetchOnMount(entry, enabled, staleMs, false, (e) => loadAll(e as QueryEntry<PagedData<P>>, false));

  const lastPage = state.data?.pages.at(-1);
  const nextParam = lastPage === undefined ? undefined : getNextPageParam(lastPage);
  const hasNextPage = nextParam !== undefined && nextParam !== null;
  const fetchNextPage = () => {
    if (!entry || !state.data || !hasNextPage || entry.run) return Promise.resolve();
    const before = state.data;
    return fetchEntry(
      entry,
      async (signal) => {
        const page = await queryFn({ signal, pageParam: nextParam as C });
        return { pages: [...before.pages, page], pageParams: [...before.pageParams, nextParam] };
      },
      { retry, next: true },
    );
  };
  return {
    ...resultOf(state, () => (entry ? loadAll(entry, true) : Promise.resolve())),
    hasNextPage,
    isFetchingNextPage: state.fetching === 'next',
    isFetchNextPageError: state.status === 'error' && state.nextPageFailed,
    fetchNextPage,
  };
}
