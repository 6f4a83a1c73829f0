'use client';

import type { RankPeriod } from '@app/shared/luckybear/rank-period';
import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

const rankingContracts = () => import('@app/shared/luckybear/ranking-contracts');

const keys = {
  list: (userId: number, period: RankPeriod) => ['luckybear', userId, 'ranking', period] as const,
  prizes: ['luckybear', 'rt_prize_conf'] as const,
  billboard: (userId: number) => ['luckybear', userId, 'billboard'] as const,
};

/** bet_ranking_list: the current day's or week's top wagerers and my own row. */
export function useBetRanking(period: RankPeriod) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: keys.list(userId, period),
    queryFn: async ({ signal }) => api.call((await rankingContracts()).betRankingList, { period }, { signal }),
  });
}

/** rt_prize_conf: the prizes per rank of each period. */
export function useRankPrizes() {
  const api = useApiClient();
  return useQuery({
    queryKey: keys.prizes,
    queryFn: async ({ signal }) => api.call((await rankingContracts()).rtPrizeConf, {}, { signal }),
  });
}

/** rt_prize_billboard: the last closed periods' winners, recent big wins and my prizes to receive. */
export function useBillboard() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: keys.billboard(userId),
    queryFn: async ({ signal }) => api.call((await rankingContracts()).rtPrizeBillboard, {}, { signal }),
  });
}

/** rt_prize_receive: pays a won period's prize once. */
export function useReceivePrize() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (won: { period: RankPeriod; period_key: string }) =>
      api.call((await rankingContracts()).rtPrizeReceive, won),
    onSuccess: () => {
      void invalidateQueries(keys.billboard(userId));
      void invalidateQueries(['wallet', userId]);
    },
  });
}
