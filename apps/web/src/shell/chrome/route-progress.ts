import { create } from 'zustand';

/**
 * Spec 4.3 route navigation states: forward, back, complete. They drive the route-change loading
 * indicator (spec 2.5), which shows on a non-shallow forward navigation only: a history back/forward
 * and shallow changes (history.pushState without the router) never show it.
 */
export type NavigationPhase = 'idle' | 'forward' | 'back';
export type NavigationEvent = 'forward' | 'back' | 'complete';

export function nextPhase(_phase: NavigationPhase, event: NavigationEvent): NavigationPhase {
  if (event === 'forward') return 'forward';
  if (event === 'back') return 'back';
  return 'idle';
}

export function showsIndicator(phase: NavigationPhase): boolean {
  return phase === 'forward';
}

/** path + query of a URL (the hash does not navigate). */
function pageOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/**
 * The event a router transition is (Next's onRouterTransitionStart): 'traverse' is history back or
 * forward; a push or replace to another page is forward; to the same page (a hash, a refresh) nothing.
 */
export function transitionEvent(
  target: string,
  navigationType: 'push' | 'replace' | 'traverse',
  current: string,
): NavigationEvent | null {
  if (navigationType === 'traverse') return 'back';
  const here = new URL(current);
  const to = new URL(target, here);
  if (to.origin !== here.origin || pageOf(to) === pageOf(here)) return null;
  return 'forward';
}

export interface LinkClick {
  /** The anchor's resolved href ('' when it has none). */
  href: string;
  target: string;
  download: boolean;
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
  current: string;
}

/**
 * Whether a click on an anchor starts a forward navigation of a whole document in this tab (a plain
 * <a href> to another in-app page). A click whose default was prevented is left alone: the router took
 * it (and reports it through onRouterTransitionStart), or the page handles it itself.
 */
export function linkClickEvent(click: LinkClick): NavigationEvent | null {
  if (click.defaultPrevented || click.button !== 0 || click.modified || click.download) return null;
  if (click.href === '' || (click.target !== '' && click.target !== '_self')) return null;
  return transitionEvent(click.href, 'push', click.current);
}

interface RouteProgressState {
  phase: NavigationPhase;
  dispatch(event: NavigationEvent): void;
}

export const useRouteProgressStore = create<RouteProgressState>()((set) => ({
  phase: 'idle',
  dispatch: (event) => set((s) => ({ phase: nextPhase(s.phase, event) })),
}));

/** Next.js calls this (src/instrumentation-client.ts) when a router navigation starts. */
export function onRouterTransitionStart(url: string, navigationType: 'push' | 'replace' | 'traverse'): void {
  const event = transitionEvent(url, navigationType, window.location.href);
  if (event) useRouteProgressStore.getState().dispatch(event);
}
