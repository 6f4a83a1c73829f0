'use client';

import { usePathname } from 'next/navigation';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { afterStartupWhenIdle } from '@/lib/async/when-idle';
import { useUserStore } from '@/shell/session/user-store';
import type { AnalyticsClient } from './analytics-client';
import type { AnalyticsConfig } from './config';

const AnalyticsContext = createContext<AnalyticsClient | null>(null);

/** The analytics client, or null before start-up finished (or when it could not start). */
export function useAnalytics(): AnalyticsClient | null {
  return useContext(AnalyticsContext);
}

/**
 * Starts analytics once the session is known (spec 4.1: after login detection): app-init, a page view
 * per screen, app-hide when the page is hidden. The client's code, and the start itself
 * (analytics-start.ts), load at that moment.
 */
export function AnalyticsProvider({
  config,
  locale,
  children,
}: {
  config: AnalyticsConfig;
  locale: string;
  children: ReactNode;
}) {
  const status = useUserStore((s) => s.status);
  const userId = useUserStore((s) => s.userId);
  const [client, setClient] = useState<AnalyticsClient | null>(null);
  const pathname = usePathname();

  useEffect(() => {
    if (status === 'checking' || client) return;
    let cancelled = false;
    // The client (queue, batcher, transport, proof-of-work solver) is loaded when it starts, after
    // login detection, so it is not part of any page's first-load JavaScript; and once the start-up is
    // over (the page loaded, the launch splash gone) and the browser is idle: its first batch solves a
    // proof-of-work task in a worker, a core's worth of CPU for 0.2-0.3 s that competed with the
    // signed-in page's start-up on a two-core phone (docs/benchmarks.md, "Lighthouse, eighth and ninth
    // passes"). App-init and the current page view are sent when it starts; at a launch the splash
    // covers the page until then, so no user action is missed.
    const cancelStart = afterStartupWhenIdle(() => {
      import('./analytics-start').then(
        ({ startAnalytics }) => {
          const started = cancelled ? null : startAnalytics({ config, locale, userId });
          if (started) setClient(started);
        },
        (error: unknown) => console.error('analytics did not load:', (error as Error).message),
      );
    });
    return () => {
      cancelled = true;
      cancelStart();
    };
  }, [status, client, config, locale, userId]);

  useEffect(() => {
    if (!client) return;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') client.appHide();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [client]);

  useEffect(() => {
    if (client && pathname) client.viewed(pathname);
  }, [client, pathname]);

  useEffect(() => () => client?.batcher.stop(), [client]);

  return <AnalyticsContext.Provider value={client}>{children}</AnalyticsContext.Provider>;
}
