'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const investContracts = () => import('@app/shared/invest/invest-contracts');

/** Keys of this area's queries; a subscription or an exit moves money, so both refresh the wallet's answers too. */
export const investKeys = {
  products: ['invest', 'products'] as const,
  positions: (userId: number) => ['invest', userId, 'positions'] as const,
  wallet: (userId: number) => ['wallet', userId] as const,
};

function afterMoney(userId: number) {
  void invalidateQueries(['invest']);
  void invalidateQueries(investKeys.wallet(userId));
}

/** GET /invest/products: the products on offer with what is left of each cap. */
export function useInvestProducts() {
  const api = useApiClient();
  return useQuery({
    queryKey: investKeys.products,
    queryFn: async ({ signal }) => api.call((await investContracts()).listInvestProducts, {}, { signal }),
  });
}

/** GET /invest/positions: mine, newest first. */
export function useInvestPositions() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: investKeys.positions(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await investContracts()).listInvestPositions, {}, { signal }),
  });
}

/**
 * POST /invest/subscribe with the drawer's Idempotency-Key: one key per opened drawer, so a double tap or
 * a retry after a lost answer locks the principal once (the API answers the first call's answer).
 */
export function useSubscribe() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (input: { product: string; amount: string; key: string }) =>
      api.call(
        (await investContracts()).subscribeInvest,
        { product: input.product, amount: input.amount },
        { headers: { 'Idempotency-Key': input.key } },
      ),
    onSettled: () => afterMoney(userId),
  });
}

/** POST /invest/exit with the confirm dialog's Idempotency-Key. */
export function useExit() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (input: { positionId: number; key: string }) =>
      api.call(
        (await investContracts()).exitInvest,
        { position_id: input.positionId },
        { headers: { 'Idempotency-Key': input.key } },
      ),
    onSettled: () => afterMoney(userId),
  });
}
