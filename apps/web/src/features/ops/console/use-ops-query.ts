'use client';

import type { OpsEndpoint } from '@app/shared/ops/ops-endpoint';
import type { z } from 'zod';
import { useQuery } from '@/lib/query/use-query';
import { useOpsConsole } from './OpsConsoleProvider';

/** A console read through the app's query cache, keyed under 'ops' (cleared at sign-out). */
export function useOpsQuery<E extends OpsEndpoint>(
  endpoint: E,
  input: z.input<E['request']>,
  options: { enabled?: boolean } = {},
) {
  const { client } = useOpsConsole();
  return useQuery<z.output<E['response']>>({
    queryKey: ['ops', endpoint.path, input],
    queryFn: () => client.call(endpoint, input),
    // An operator's session ending is not worth a second try; the frame signs them out.
    retry: false,
    enabled: options.enabled,
  });
}
