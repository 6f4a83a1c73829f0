'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const petContracts = () => import('@app/shared/pets/pet-contracts');
const fairContracts = () => import('@app/shared/fair/seed-contracts');

/** Keys of this area's queries; every act moves coins, so acts refresh the wallet's answers too. */
export const petKeys = {
  config: ['pets', 'config'] as const,
  mine: (userId: number) => ['pets', userId, 'mine'] as const,
  pet: (petId: string, userId: number) => ['pets', 'pet', petId, userId] as const,
  space: (ownerId: number, userId: number) => ['pets', 'space', ownerId, userId] as const,
  rentList: (userId: number) => ['pets', 'rent-list', userId] as const,
  seed: (userId: number) => ['pets', 'seed', userId] as const,
  wallet: (userId: number) => ['wallet', userId] as const,
};

/** /pet/config: prices, odds, levels (the same for everyone). */
export function usePetConfig() {
  const api = useApiClient();
  return useQuery({
    queryKey: petKeys.config,
    queryFn: async ({ signal }) => api.call((await petContracts()).petConfig, {}, { signal }),
  });
}

export function useMyPets() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: petKeys.mine(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await petContracts()).petMine, {}, { signal }),
  });
}

export function usePet(petId: string) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: petKeys.pet(petId, userId),
    queryFn: async ({ signal }) => api.call((await petContracts()).petDetail, { pet_id: petId }, { signal }),
  });
}

export function useSpace(ownerId: number) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: petKeys.space(ownerId, userId),
    enabled: ownerId > 0,
    queryFn: async ({ signal }) => api.call((await petContracts()).petSpace, { user_id: ownerId }, { signal }),
  });
}

export function useRentList() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: petKeys.rentList(userId),
    queryFn: async ({ signal }) => api.call((await petContracts()).petRentList, {}, { signal }),
  });
}

/** The hash of the server seed my next draw will use (shown before drawing). */
export function useDrawSeed() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: petKeys.seed(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await fairContracts()).fairSeeds, { scope: 'pet-draw' }, { signal }),
  });
}

/** After any act: my pets, the pet pages, the rent list and the wallet are stale. */
function useRefresh() {
  const userId = useSignedInUserId();
  return () => {
    void invalidateQueries(['pets']);
    void invalidateQueries(petKeys.wallet(userId));
  };
}

export function useDrawPet() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (requestId: string) => api.call((await petContracts()).petDraw, { request_id: requestId }),
    onSettled: refresh,
  });
}

export function useFeedPet() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (p: { petId: string; requestId: string }) =>
      api.call((await petContracts()).petFeed, { pet_id: p.petId, request_id: p.requestId }),
    onSettled: refresh,
  });
}

/** xbnft_transfer: with `requestId` the transfer, without it the fee only. */
export function useTransferPet() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (p: { petId: string; toUserId: number; requestId?: string }) =>
      api.call((await petContracts()).xbnftTransfer, {
        pet_id: p.petId,
        to_user_id: p.toUserId,
        query_fee: p.requestId === undefined,
        request_id: p.requestId,
      }),
    onSettled: refresh,
  });
}

export function useRentOffer() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (
      p: { petId: string; pricePerDay: string; maxDays: number } | { petId: string; cancel: true },
    ) => {
      const c = await petContracts();
      return 'cancel' in p
        ? api.call(c.petRentCancel, { pet_id: p.petId })
        : api.call(c.petRentOffer, { pet_id: p.petId, price_per_day: p.pricePerDay, max_days: p.maxDays });
    },
    onSettled: refresh,
  });
}

export function useRentPet() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (p: { petId: string; days: number; requestId: string }) =>
      api.call((await petContracts()).petRent, { pet_id: p.petId, days: p.days, request_id: p.requestId }),
    onSettled: refresh,
  });
}
