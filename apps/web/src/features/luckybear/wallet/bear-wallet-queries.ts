'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// The contract (zod) comes with the first call, not with the page (docs/benchmarks.md).
const bonusContracts = () => import('@app/shared/luckybear/bonus-contracts');

/**
 * lucky_bear/query: the brand wallet (spec 3 bearWallet). Its key sits under the wallet's
 * (['wallet', userId]) so anything that moves money and refreshes the wallet refreshes it too.
 */
export function useBearWallet() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: ['wallet', userId, 'bear_wallet'],
    enabled: userId > 0,
    queryFn: async ({ signal }) =>
      (await api.call((await bonusContracts()).luckyBearQuery, {}, { signal })).bear_wallet,
  });
}
