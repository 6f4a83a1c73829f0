'use client';

import type { FairScope } from '@app/shared/fair/scopes';
import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const contracts = () => import('@app/shared/pets/petgame-contracts');
const fairContracts = () => import('@app/shared/fair/seed-contracts');

export const petgameKeys = {
  state: (userId: number) => ['petgame', userId, 'state'] as const,
  rollConfig: ['petgame', 'roll-config'] as const,
  rollHistory: (userId: number) => ['petgame', userId, 'rolls'] as const,
  seed: (userId: number, scope: FairScope) => ['petgame', userId, 'seed', scope] as const,
};

/** Rules, today's earned against the cap, my resting pets. */
export function useGameState() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: petgameKeys.state(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await contracts()).petGameState, {}, { signal }),
  });
}

export function useRollConfig() {
  const api = useApiClient();
  return useQuery({
    queryKey: petgameKeys.rollConfig,
    queryFn: async ({ signal }) => api.call((await contracts()).petRollConfig, {}, { signal }),
  });
}

export function useRollHistory() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: petgameKeys.rollHistory(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await contracts()).petRollHistory, {}, { signal }),
  });
}

/** The hash of the server seed my next round of `scope` will use (shown before playing or rolling). */
export function useNextSeed(scope: FairScope) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: petgameKeys.seed(userId, scope),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await fairContracts()).fairSeeds, { scope }, { signal }),
  });
}

/** After a play or roll: this area, the pets (a rolled pet) and the wallet are stale. */
function useRefresh() {
  const userId = useSignedInUserId();
  return () => {
    void invalidateQueries(['petgame']);
    void invalidateQueries(['pets']);
    void invalidateQueries(['wallet', userId]);
  };
}

export function usePlayPet() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (p: { petId: string; requestId: string }) =>
      api.call((await contracts()).petGamePlay, { pet_id: p.petId, request_id: p.requestId }),
    onSettled: refresh,
  });
}

export function useRollNft() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (requestId: string) => api.call((await contracts()).petRoll, { request_id: requestId }),
    onSettled: refresh,
  });
}

/** Reveals the current seed of `scope` (and starts a new pair): what a roll or play needs to be verified. */
export function useRevealSeed(scope: FairScope) {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () => api.call((await fairContracts()).fairRotate, { scope }),
    onSettled: refresh,
  });
}
