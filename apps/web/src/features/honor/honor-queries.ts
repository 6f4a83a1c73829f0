'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const honorContracts = () => import('@app/shared/honor/honor-contracts');

export const honorKeys = { mine: (userId: number) => ['honor', 'mine', userId] as const };

/** My badges: earned tiers and progress, counted fresh by the API (a badge earned a moment ago shows). */
export function useMyBadges() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: honorKeys.mine(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await honorContracts()).myBadges, {}, { signal }),
  });
}
