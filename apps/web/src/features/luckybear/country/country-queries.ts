'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

const profileContracts = () => import('@app/shared/luckybear/brand-profile-contracts');

/** available_countries: the brand's markets with their dial codes, currencies and flags. */
export function useBrandCountries(enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['luckybear', 'countries'],
    enabled,
    queryFn: async ({ signal }) => api.call((await profileContracts()).availableCountries, {}, { signal }),
  });
}

/** switch_country: the market the brand shows my money in; the bear wallet follows. */
export function useSwitchCountry() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (country: string) => api.call((await profileContracts()).switchCountry, { country }),
    onSuccess: () => void invalidateQueries(['wallet', userId]),
  });
}
