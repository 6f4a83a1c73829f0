'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const vipContracts = () => import('@app/shared/luckybear/vip-contracts');
const bonusContracts = () => import('@app/shared/luckybear/bonus-contracts');

/**
 * Keys of this area's queries. The profile shares the home badge's key (['user', userId, 'vip_profile'],
 * use-home-data.ts) so both refresh together; a claim or an unlock moves money, so it refreshes the
 * wallet's answers (['wallet', userId]) too.
 */
export const vipKeys = {
  profile: (userId: number) => ['user', userId, 'vip_profile', 'brand'] as const,
  badge: (userId: number) => ['user', userId, 'vip_profile'] as const,
  assets: (userId: number) => ['vip', userId, 'assets'] as const,
  wallet: (userId: number) => ['wallet', userId] as const,
};

/** vip_profile: my level, experience and each level's reward state. */
export function useVipProfile() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: vipKeys.profile(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await vipContracts()).vipProfile, {}, { signal }),
  });
}

/** receive_vip_reward: pays a reached level's reward once. */
export function useClaimVipReward() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (level: number) => api.call((await vipContracts()).receiveVipReward, { level }),
    onSuccess: () => {
      void invalidateQueries(vipKeys.badge(userId));
      void invalidateQueries(vipKeys.wallet(userId));
    },
  });
}

/** asset_detail of WH: available, locked and the locked bonuses with their progress. */
export function useBonusAssets(coin: string) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: [...vipKeys.assets(userId), coin],
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await bonusContracts()).assetDetail, { coin }, { signal }),
  });
}

/** unlock: releases a bonus whose wagering requirement is met. */
export function useUnlockBonus() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (id: string) => api.call((await bonusContracts()).unlockBonus, { id }),
    onSuccess: () => {
      void invalidateQueries(vipKeys.assets(userId));
      void invalidateQueries(vipKeys.wallet(userId));
    },
  });
}
