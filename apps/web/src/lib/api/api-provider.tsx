'use client';

import type { Locale } from '@app/shared';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { inLaterTask } from '@/lib/async/in-later-task';
import { currentRoute } from '@/lib/routes/paths';
import type { ApiCallError } from './api-error';
import type { ApiBaseUrls } from './base-urls';
import type { ApiClient } from './client';
import { lazyApiClient } from './lazy-client';
import type { SessionSource } from './session-headers';
import { withErrorHandler } from './with-error-handler';

const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiProvider>');
  return client;
}

/**
 * One API client per browser tab (the query cache is lib/query, one per tab too). Every call carries
 * the common headers of that moment, and its failure passes the central body-code handler (spec 8.3,
 * `onCallError`, given by the shell) with the route it was made from. The client itself comes with
 * the first call (lazy-client.ts).
 */
export function ApiProvider({
  baseUrls,
  locale,
  loadSession,
  onCallError,
  children,
}: {
  baseUrls: ApiBaseUrls;
  locale: Locale;
  /** Where the session of each call is read (the shell's stored session), loaded with the client. */
  loadSession: () => Promise<SessionSource>;
  onCallError: (error: ApiCallError, context: { route: string; locale: Locale }) => void;
  children: ReactNode;
}) {
  const [lazyClient] = useState(() =>
    lazyApiClient(() =>
      Promise.all([import('./session-client'), loadSession()]).then(([m, session]) =>
        m.createSessionClient({ baseUrls, locale, session }),
      ),
    ),
  );
  // After hydration (the first paint), so that the start-up's first calls find the client loaded; in a
  // task of its own, not in the one that runs every effect of the hydration (in-later-task.ts).
  useEffect(() => inLaterTask(() => lazyClient.preload()), [lazyClient]);
  const [apiClient] = useState(() =>
    withErrorHandler(lazyClient, {
      capture: () => currentRoute(),
      onError: (error, route) => onCallError(error, { route, locale }),
    }),
  );
  return <ApiClientContext.Provider value={apiClient}>{children}</ApiClientContext.Provider>;
}
