'use client';

import { useApiClient } from '@/lib/api/api-provider';
import type { ApiClient } from '@/lib/api/client';
import { fetchQuery } from '@/lib/query/query-store';
import { useQuery } from '@/lib/query/use-query';

const queryKey = ['main', 'app_global_config'] as const;

// The contract comes with the first call (docs/benchmarks.md, "first-load JavaScript").
const load = (api: ApiClient) => async (signal: AbortSignal) =>
  api.call((await import('@app/shared/app-config/contracts')).appGlobalConfig, {}, { signal });

/** POST /api/app_global_config: dial codes, sign-in providers, messenger bots, code timings. */
export function useAppGlobalConfig() {
  const api = useApiClient();
  return useQuery({ queryKey, queryFn: ({ signal }) => load(api)(signal) });
}

/** The same data outside render (start-up), shared with the query cache. */
export function fetchAppGlobalConfig(api: ApiClient) {
  return fetchQuery(queryKey, load(api));
}

/** The bot the messenger opened us with: the config's first bot, else NEXT_PUBLIC_TG_BOT_NAME. */
export function messengerBotName(config: { messenger_bots: string[] } | undefined): string {
  return config?.messenger_bots[0] ?? process.env.NEXT_PUBLIC_TG_BOT_NAME ?? '';
}
