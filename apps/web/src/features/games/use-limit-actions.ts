'use client';

import type { SELF_EXCLUSION_DAYS } from '@app/shared/games/limit-contracts';
import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useSignedInUserId } from '@/shell/session/user-store';
import { gamesKeys, limitContracts } from './games-queries';

export type ExclusionDays = (typeof SELF_EXCLUSION_DAYS)[number];

/**
 * The periods offered, as the API's list (checked against it by the type; the list itself is not
 * imported so the page does not load the contracts' zod before the first call).
 */
export const EXCLUSION_PERIODS = [1, 7, 30, 90, 180, 365] as const satisfies readonly ExclusionDays[];

/** Sets (or, with null, removes) the daily loss limit of a coin; the answer is the new limits. */
export function useSetLossLimit() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (input: { coin: string; dailyLossLimit: string | null }) =>
      api.call((await limitContracts()).setLossLimit, input),
    onSuccess: () => void invalidateQueries(gamesKeys.limits(userId)),
  });
}

/** Excludes the player from play for a number of days (cannot be shortened). */
export function useSelfExclusion() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (days: ExclusionDays) => api.call((await limitContracts()).selfExclusion, { days }),
    onSuccess: () => void invalidateQueries(gamesKeys.limits(userId)),
  });
}
