'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useQuery } from '@/lib/query/use-query';
import { useUserStore } from '@/shell/session/user-store';

// The contract (zod schemas) comes with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const sessionContracts = () => import('@app/shared/auth/session-contracts');

/** The query key of a user's session list (per user: a sign-in as someone else never sees the old list). */
export function sessionListKey(userId: number) {
  return ['user', 'session_list', userId] as const;
}

/** POST /user/session_list for the signed-in user (not run while signed out or still checking). */
export function useSessionList() {
  const api = useApiClient();
  const userId = useUserStore((s) => (s.status === 'signed-in' ? s.userId : 0));
  return useQuery({
    queryKey: sessionListKey(userId),
    queryFn: async ({ signal }) => api.call((await sessionContracts()).sessionList, {}, { signal }),
    enabled: userId > 0,
  });
}

/**
 * POST /user/session_end for another session. 1010 (no sign-in within 24 h) is acted on centrally:
 * the page goes to /user/login?verify=true and comes back here. Success or not, the list is fetched
 * again (a session that had already ended disappears).
 */
export function useEndSession() {
  const api = useApiClient();
  const userId = useUserStore((s) => s.userId);
  return useMutation({
    mutationFn: async (sessionId: number) => api.call((await sessionContracts()).sessionEnd, { session_id: sessionId }),
    onSettled: () => invalidateQueries(sessionListKey(userId)),
  });
}
