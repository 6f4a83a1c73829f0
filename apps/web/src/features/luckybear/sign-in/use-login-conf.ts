'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { useQuery } from '@/lib/query/use-query';
import { signInContracts } from './sign-in-calls';

/**
 * GET /casino/user/lb_login_conf: the ways the brand offers (Google, the messenger bot) and spec 6's
 * user ids exempt from the forced redirect on session expiry (`isSessionExempt`).
 */
export function useLuckybearLoginConf() {
  const api = useApiClient();
  const query = useQuery({
    queryKey: ['luckybear', 'login_conf'] as const,
    queryFn: async ({ signal }) => api.call((await signInContracts()).lbLoginConf, {}, { signal }),
  });
  const exempt = query.data?.session_exempt_user_ids ?? [];
  return { ...query, isSessionExempt: (userId: number) => exempt.includes(userId) };
}
