'use client';

import type { Locale } from '@app/shared/constants';
import { TIMINGS } from '@app/shared/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { readStoredSession } from '@/features/session/stored-session';
import { APP_VERSION } from '@/lib/app/app-version';
import type { ApiBaseUrls } from './base-urls';
import { type ApiClient, createApiClient } from './client';
import { buildCommonHeaders } from './common-headers';
import { countryForLocale } from './country';

const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiProvider>');
  return client;
}

/**
 * One QueryClient and one API client per browser tab. Queries go stale after 30 s (spec 4.3 and 9:
 * "Cached queries are refetched on mount or on argument change when older than 30 s").
 */
export function ApiProvider({
  baseUrls,
  locale,
  children,
}: {
  baseUrls: ApiBaseUrls;
  locale: Locale;
  children: ReactNode;
}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: TIMINGS.queryStaleMs, retry: 1 } } }),
  );
  const [apiClient] = useState(() =>
    createApiClient({
      baseUrls,
      headers: () => {
        const session = readStoredSession(typeof window === 'undefined' ? undefined : window.localStorage);
        // The platform layer (messenger / native app / browser) arrives with its own issue; until
        // then every caller is a plain mobile browser.
        return buildCommonHeaders({
          ...session,
          language: locale,
          countryCode: countryForLocale(locale),
          platform: 'h5',
          appVersion: APP_VERSION,
        });
      },
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientContext.Provider value={apiClient}>{children}</ApiClientContext.Provider>
    </QueryClientProvider>
  );
}
