'use client';

import type { GameCategory } from '@app/shared/casino/game-summary';
import { useCallback } from 'react';
import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useInfiniteQuery, useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
export const catalogueContracts = () => import('@app/shared/casino/catalogue-contracts');
export const inbetContracts = () => import('@app/shared/casino/provider-contracts');
const roundContracts = () => import('@app/shared/games/round-contracts');
export const limitContracts = () => import('@app/shared/games/limit-contracts');
const balanceContracts = () => import('@app/shared/wallet/balance-contracts');

const CATEGORY_PAGE = 24;
const SEARCH_PAGE = 24;
const ROUNDS_PAGE = 20;

/**
 * Keys of this area's queries. The balance uses the wallet's own key (['wallet', userId, 'info']) so
 * that a round that moved money and a wallet action refresh the same cached answer.
 */
export const gamesKeys = {
  lobby: (locale: string) => ['casino', locale, 'lobby'] as const,
  category: (locale: string, category: GameCategory) => ['casino', locale, 'category', category] as const,
  search: (locale: string, keyword: string) => ['casino', locale, 'search', keyword] as const,
  recent: (userId: number, locale: string) => ['casino', 'player', userId, 'recent', locale] as const,
  rounds: (userId: number) => ['casino', 'player', userId, 'rounds'] as const,
  limits: (userId: number) => ['casino', 'player', userId, 'limits'] as const,
  balances: (userId: number) => ['wallet', userId, 'info'] as const,
  money: (userId: number) => ['wallet', userId] as const,
};

/** games_by_category: each category with its first games (names in the page's language). */
export function useLobby(locale: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: gamesKeys.lobby(locale),
    queryFn: async ({ signal }) =>
      api.call((await catalogueContracts()).casinoGamesByCategory, { per_category: 12 }, { signal }),
  });
}

function nextPage(last: { page: number; page_size: number; total: number }): number | undefined {
  return last.page * last.page_size < last.total ? last.page + 1 : undefined;
}

/** more_games_by_category: one category's games page by page (a tab of the lobby). */
export function useCategoryGames(locale: string, category: GameCategory | null) {
  const api = useApiClient();
  return useInfiniteQuery({
    queryKey: gamesKeys.category(locale, category ?? 'slots'),
    queryFn: async ({ pageParam, signal }) =>
      api.call(
        (await catalogueContracts()).casinoMoreGamesByCategory,
        { category: category ?? 'slots', page: pageParam, page_size: CATEGORY_PAGE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: category !== null,
  });
}

/** search_games: the API's search (names in every language, case and accents ignored). */
export function useGameSearch(locale: string, keyword: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: gamesKeys.search(locale, keyword),
    queryFn: async ({ signal }) =>
      api.call(
        (await catalogueContracts()).casinoSearchGames,
        { keyword, page: 1, page_size: SEARCH_PAGE },
        { signal },
      ),
    enabled: keyword.length > 0,
  });
}

/** inbet/recent_started_games: the player's recently started games, newest first. */
export function useRecentGames(locale: string) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: gamesKeys.recent(userId, locale),
    queryFn: async ({ signal }) => api.call((await inbetContracts()).casinoRecentStartedGames, {}, { signal }),
    enabled: userId > 0,
  });
}

/** game/rounds: the player's rounds, newest first, page by page (cursor). */
export function useRounds() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useInfiniteQuery({
    queryKey: gamesKeys.rounds(userId),
    queryFn: async ({ pageParam, signal }) =>
      api.call((await roundContracts()).gameRounds, { cursor: pageParam || undefined, limit: ROUNDS_PAGE }, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: userId > 0,
  });
}

/** The bet limits, the player's daily loss limits and self-exclusion. */
export function useLimits() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: gamesKeys.limits(userId),
    queryFn: async ({ signal }) => api.call((await limitContracts()).casinoLimits, {}, { signal }),
    enabled: userId > 0,
  });
}

/** get_wallet_info: each coin's balance (decimal strings), the money pages and the game bar. */
export function useBalances() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: gamesKeys.balances(userId),
    queryFn: async ({ signal }) => api.call((await balanceContracts()).getWalletInfo, { str_amount: true }, { signal }),
    enabled: userId > 0,
  });
}

/** After a round ended: balances, history and the recent games are stale. */
export function useRefreshAfterRound(): () => void {
  const userId = useSignedInUserId();
  return useCallback(() => {
    void invalidateQueries(gamesKeys.money(userId));
    void invalidateQueries(gamesKeys.rounds(userId));
  }, [userId]);
}

/** providers: display names of the game providers (rarely change), as a lookup with the id as fallback. */
export function useProviderNames(): (id: string) => string {
  const api = useApiClient();
  const { data } = useQuery({
    queryKey: ['casino', 'providers'],
    queryFn: async ({ signal }) => api.call((await catalogueContracts()).casinoProviders, {}, { signal }),
    staleTime: 10 * 60_000,
  });
  return useCallback((id: string) => data?.providers.find((p) => p.id === id)?.name ?? id, [data]);
}

/**
 * all_games, first page: every game of today's catalogue (about 40) for lookups by id (a round's game
 * name, the game page's title). The catalogue has no one-game call; cached 30 s like every list.
 */
export function useAllGames(locale: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['casino', locale, 'all'],
    queryFn: async ({ signal }) =>
      api.call((await catalogueContracts()).casinoAllGames, { page: 1, page_size: 100 }, { signal }),
  });
}

/** The betting area's provider (spec 7.7 "inbet"): the games /inbet lists. */
export const BETTING_PROVIDER = 'inbet';

/** all_games of the betting provider, first page (the betting area's games). */
export function useBettingGames(locale: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['casino', locale, 'provider', BETTING_PROVIDER],
    queryFn: async ({ signal }) =>
      api.call(
        (await catalogueContracts()).casinoAllGames,
        { page: 1, page_size: 100, provider: BETTING_PROVIDER },
        { signal },
      ),
  });
}
