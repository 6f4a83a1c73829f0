'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const giftContracts = () => import('@app/shared/gifts/gift-contracts');

/** Keys of this area's queries; a claim or a new code moves money, so both refresh the wallet's answers too. */
export const giftKeys = {
  view: (code: string, userId: number) => ['gifts', 'view', code, userId] as const,
  mine: (userId: number) => ['gifts', userId, 'mine'] as const,
  wallet: (userId: number) => ['wallet', userId] as const,
};

/** gift_code/view: the public face of a code (masked sender, what is left, the state, what I got). */
export function useGiftView(code: string) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: giftKeys.view(code, userId),
    queryFn: async ({ signal }) => api.call((await giftContracts()).viewGiftCode, { code }, { signal }),
  });
}

/** webcast_giftcode/query: my codes with their claims. */
export function useMyGifts() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: giftKeys.mine(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await giftContracts()).queryGiftCodes, {}, { signal }),
  });
}

/** receive_gift_code: one share of a code, once per player. */
export function useClaimGift() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (code: string) => api.call((await giftContracts()).receiveGiftCode, { code }),
    onSettled: () => {
      void invalidateQueries(['gifts']);
      void invalidateQueries(giftKeys.wallet(userId));
    },
  });
}

export interface NewGift {
  coin: string;
  mode: 'fixed' | 'random';
  count: number;
  amount: string;
  expires_in_hours: number;
}

/** gift_code/create: fund a code from my balance (held until claimed or expired). */
export function useCreateGift() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (input: NewGift) => api.call((await giftContracts()).createGiftCode, input),
    onSettled: () => {
      void invalidateQueries(giftKeys.mine(userId));
      void invalidateQueries(giftKeys.wallet(userId));
    },
  });
}
