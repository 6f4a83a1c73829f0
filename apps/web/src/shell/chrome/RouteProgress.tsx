'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { linkClickEvent, showsIndicator, useRouteProgressStore } from './route-progress';

/** A navigation that never completes (an error page, a blocked download) stops the bar after this. */
const GIVE_UP_MS = 15_000;
const FINISH_MS = 300;

type Bar = 'hidden' | 'start' | 'running' | 'done';

/**
 * The route-change loading indicator (spec 2.5, 4.3): a thin bar at the top while a forward
 * navigation is under way. Router navigations arrive through onRouterTransitionStart
 * (instrumentation-client.ts), plain in-app links through a click listener here; the new path or
 * query completes it.
 */
export function RouteProgress() {
  const t = useTranslations('startup');
  const phase = useRouteProgressStore((s) => s.phase);
  const pathname = usePathname();
  const search = useSearchParams()?.toString() ?? '';
  const [bar, setBar] = useState<Bar>('hidden');

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor) return;
      const navigation = linkClickEvent({
        href: anchor.href,
        target: anchor.target,
        download: anchor.hasAttribute('download'),
        button: event.button,
        modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        defaultPrevented: event.defaultPrevented,
        current: window.location.href,
      });
      if (navigation) useRouteProgressStore.getState().dispatch(navigation);
    };
    // On window, bubbling: after React's own handlers, so a click the router took is default-prevented.
    window.addEventListener('click', onClick);
    // A page restored from the back/forward cache starts clean.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) useRouteProgressStore.getState().dispatch('complete');
    };
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('click', onClick);
      window.removeEventListener('pageshow', onShow);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path or query is what completes a navigation
  useEffect(() => {
    useRouteProgressStore.getState().dispatch('complete');
  }, [pathname, search]);

  useEffect(() => {
    if (showsIndicator(phase)) {
      setBar('start');
      const frame = requestAnimationFrame(() => requestAnimationFrame(() => setBar('running')));
      const giveUp = setTimeout(() => useRouteProgressStore.getState().dispatch('complete'), GIVE_UP_MS);
      return () => {
        cancelAnimationFrame(frame);
        clearTimeout(giveUp);
      };
    }
    setBar((current) => (current === 'hidden' ? current : phase === 'idle' ? 'done' : 'hidden'));
  }, [phase]);

  useEffect(() => {
    if (bar !== 'done') return;
    const id = setTimeout(() => setBar('hidden'), FINISH_MS);
    return () => clearTimeout(id);
  }, [bar]);

  if (bar === 'hidden') return null;
  const width = bar === 'start' ? '0%' : bar === 'running' ? '85%' : '100%';
  const transition =
    bar === 'running'
      ? 'width 8s cubic-bezier(0.1, 0.7, 0.2, 1)'
      : bar === 'done'
        ? `width 150ms ease-out, opacity ${FINISH_MS}ms ease-in 100ms`
        : 'none';
  return (
    <div
      role="progressbar"
      aria-label={t('progress_label')}
      data-testid="route-progress"
      data-state={bar}
      className="pointer-events-none fixed inset-x-0 top-0 z-[1000] h-[3px]"
    >
      <div
        className="h-full rounded-r-full bg-amber-400 shadow-[0_0_8px_rgba(251,191,36,0.8)]"
        style={{ width, transition, opacity: bar === 'done' ? 0 : 1 }}
      />
    </div>
  );
}
