'use client';

import { usePathname } from 'next/navigation';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { afterLoadWhenIdle } from '@/lib/async/when-idle';
import { useUserStore } from '@/shell/session/user-store';
import type { AnalyticsClient } from './analytics-client';
import type { AnalyticsConfig } from './config';

const AnalyticsContext = createContext<AnalyticsClient | null>(null);

/** The analytics client, or null before start-up finished (or when it could not start). */
export function useAnalytics(): AnalyticsClient | null {
  return useContext(AnalyticsContext);
}

function randomSessionId(): string {
  return crypto.randomUUID();
}

/**
 * Starts analytics once the session is known (spec 4.1: after login detection): app-init, a page view
 * per screen, app-hide when the page is hidden. The client's code loads at that moment. A start
 * failure (no token, no messenger user data) is reported to the console and the app goes on without
 * analytics.
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
    // login detection, so it is not part of any page's first-load JavaScript; and once the page has
    // loaded and the browser is idle: its first batch solves a proof-of-work task in a worker, a core's
    // worth of CPU for 0.2-0.3 s that competed with the signed-in page's start-up on a two-core phone
    // (docs/benchmarks.md, "Lighthouse, eighth pass"). App-init and the current page view are sent when
    // it starts; at a launch the splash covers the page until about then, so no user action is missed.
    const cancelStart = afterLoadWhenIdle(() => {
      Promise.all([import('./analytics-client'), import('@/platform')]).then(
        ([{ AnalyticsClient }, { getLaunchParams, where }]) => {
          if (cancelled) return;
          try {
            const launch = getLaunchParams();
            const started = AnalyticsClient.init({
              ...config,
              session: {
                platform: where(),
                locale,
                initData: launch?.initData,
                startParam: launch?.startParam ?? '',
                signedInUserId: userId,
                newId: randomSessionId,
              },
            });
            started.appInit();
            setClient(started);
          } catch (error) {
            console.error('analytics did not start:', (error as Error).message);
          }
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
    if (!client || !pathname) return;
    const path = pathname.replace(/^\/[a-z]{2}-[A-Z]{2}(?=\/|$)/, '') || '/';
    client.viewed(path);
  }, [client, pathname]);

  useEffect(() => () => client?.batcher.stop(), [client]);

  return <AnalyticsContext.Provider value={client}>{children}</AnalyticsContext.Provider>;
}
