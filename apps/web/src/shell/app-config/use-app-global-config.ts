'use client';

import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/lib/api/api-provider';
import type { ApiClient } from '@/lib/api/client';

const queryKey = ['main', 'app_global_config'] as const;

function queryFor(api: ApiClient) {
  return {
    queryKey,
    // The contract comes with the first call (docs/benchmarks.md, "first-load JavaScript").
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      api.call((await import('@app/shared/app-config/contracts')).appGlobalConfig, {}, { signal }),
  };
}

/** POST /api/app_global_config: dial codes, sign-in providers, messenger bots, code timings. */
export function useAppGlobalConfig() {
  return useQuery(queryFor(useApiClient()));
}

/** The same data outside render (start-up), shared with the query cache. */
export function fetchAppGlobalConfig(queryClient: QueryClient, api: ApiClient) {
  return queryClient.fetchQuery(queryFor(api));
}

/** The bot the messenger opened us with: the config's first bot, else NEXT_PUBLIC_TG_BOT_NAME. */
export function messengerBotName(config: { messenger_bots: string[] } | undefined): string {
  return config?.messenger_bots[0] ?? process.env.NEXT_PUBLIC_TG_BOT_NAME ?? '';
}
