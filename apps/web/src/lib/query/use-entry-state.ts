'use client';

import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { INITIAL_STATE, type QueryEntry, type QueryState, subscribeEntry } from './query-store';

/**
 * Set by the first commit of a component that reads the cache. Before it, a render is the server's or
 * the hydration's, which must show the loading state the server rendered (the store lives in the
 * browser only); after it, a component mounting shows what the cache holds at once.
 */
let hydrated = false;

/**
 * An entry's state as React state, changed in a transition. The cache's changes (an answer arriving,
 * a refetch starting) used to reach React through useSyncExternalStore, whose updates are always
 * rendered at once and whole: the signed-in wallet's answers each made one long task of 17-29 ms
 * (docs/benchmarks.md, "Lighthouse, ninth pass"). In a transition React renders them in slices it can
 * interrupt, and input stays first. Two components reading one key may show it one render apart,
 * which a cache of server answers can afford (a screen shows what it fetched, not a shared counter).
 */
export function useEntryState<T>(entry: QueryEntry<T> | null): QueryState<T> {
  const [mirror, setMirror] = useState(() => ({ entry, state: entry && hydrated ? entry.state : INITIAL_STATE }));
  let shown = mirror;
  if (mirror.entry !== entry) {
    // Another key: what the cache holds for it, in this render (not a loading flash first).
    shown = { entry, state: entry ? entry.state : INITIAL_STATE };
    setMirror(shown);
  }
  const shownState = useRef(shown.state);
  shownState.current = shown.state;

  useLayoutEffect(() => {
    hydrated = true;
  }, []);

  useEffect(() => {
    if (!entry) return;
    const publish = () => {
      const state = entry.state as QueryState<T>;
      startTransition(() => setMirror((m) => (m.entry === entry && m.state === state ? m : { entry, state })));
    };
    const unsubscribe = subscribeEntry(entry, publish);
    // What changed between the render and this subscription (a fetch another component started).
    if (entry.state !== shownState.current) publish();
    return unsubscribe;
  }, [entry]);

  return shown.state as QueryState<T>;
}
