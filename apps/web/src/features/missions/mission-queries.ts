'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const missionContracts = () => import('@app/shared/missions/mission-contracts');

/** Keys of this area's queries; a claim moves money, so it refreshes the wallet's answers too. */
export const missionKeys = {
  list: (userId: number) => ['missions', userId, 'list'] as const,
  wallet: (userId: number) => ['wallet', userId] as const,
};

/** /task/mission/list: every mission with my progress in its current period. */
export function useMissionList() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: missionKeys.list(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await missionContracts()).missionList, {}, { signal }),
  });
}

/** /task/mission/claim: pays a completed mission's reward once per period. */
export function useClaimMission() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (input: { missionId: string; periodKey: string }) =>
      api.call((await missionContracts()).missionClaim, { mission_id: input.missionId, period_key: input.periodKey }),
    onSettled: () => {
      void invalidateQueries(missionKeys.list(userId));
      void invalidateQueries(missionKeys.wallet(userId));
    },
  });
}
