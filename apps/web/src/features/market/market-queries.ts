'use client';

import type { ListingKind } from '@app/shared/pets/market-contracts';
import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useInfiniteQuery, useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const marketContracts = () => import('@app/shared/pets/market-contracts');

/** Keys of the market's queries; every act moves coins and pets, so acts refresh those answers too. */
export const marketKeys = {
  config: ['market', 'config'] as const,
  listings: (kind: ListingKind, userId: number) => ['market', 'listings', kind, userId] as const,
  mine: (userId: number) => ['market', 'mine', userId] as const,
  detail: (listingId: number, userId: number) => ['market', 'detail', listingId, userId] as const,
  wallet: (userId: number) => ['wallet', userId] as const,
};

/** /market/config: the coin, the fee and the limits (the same for everyone). */
export function useMarketConfig() {
  const api = useApiClient();
  return useQuery({
    queryKey: marketKeys.config,
    queryFn: async ({ signal }) => api.call((await marketContracts()).marketConfig, {}, { signal }),
  });
}

/** Open listings of one kind, newest first, a cursor page at a time. */
export function useListings(kind: ListingKind) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useInfiniteQuery({
    queryKey: marketKeys.listings(kind, userId),
    // '' is the first page (an undefined page parameter would mean "no page": lib/query/pages.ts).
    initialPageParam: '',
    getNextPageParam: (page: { next_cursor: string | null }) => page.next_cursor,
    queryFn: async ({ signal, pageParam }) =>
      api.call((await marketContracts()).marketListings, { kind, cursor: pageParam || undefined }, { signal }),
  });
}

export function useMyListings() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: marketKeys.mine(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await marketContracts()).marketMine, {}, { signal }),
  });
}

export function useListing(listingId: number) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: marketKeys.detail(listingId, userId),
    queryFn: async ({ signal }) =>
      api.call((await marketContracts()).marketDetail, { listing_id: listingId }, { signal }),
  });
}

/** After any act: the market's lists and pages, the pets' pages and the wallet are stale. */
function useRefresh() {
  const userId = useSignedInUserId();
  return () => {
    void invalidateQueries(['market']);
    void invalidateQueries(['pets']);
    void invalidateQueries(marketKeys.wallet(userId));
  };
}

export function useBuyListing() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (p: { listingId: number; requestId: string }) =>
      api.call((await marketContracts()).marketBuy, { listing_id: p.listingId, request_id: p.requestId }),
    onSettled: refresh,
  });
}

export function useBid() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (p: { listingId: number; amount: string; requestId: string }) =>
      api.call((await marketContracts()).auctionBid, {
        listing_id: p.listingId,
        amount: p.amount,
        request_id: p.requestId,
      }),
    onSettled: refresh,
  });
}

export function useCancelListing() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (listingId: number) =>
      api.call((await marketContracts()).marketCancel, { listing_id: listingId }),
    onSettled: refresh,
  });
}

/** Lists a pet: at a fixed price, or as an auction (start price, least raise, hours). */
export function useSellPet() {
  const api = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (
      p:
        | { kind: 'fixed'; petId: string; price: string }
        | { kind: 'auction'; petId: string; startPrice: string; minIncrement: string; hours: number },
    ) => {
      const c = await marketContracts();
      return p.kind === 'fixed'
        ? api.call(c.marketList, { pet_id: p.petId, price: p.price })
        : api.call(c.auctionStart, {
            pet_id: p.petId,
            start_price: p.startPrice,
            min_increment: p.minIncrement,
            hours: p.hours,
          });
    },
    onSettled: refresh,
  });
}
