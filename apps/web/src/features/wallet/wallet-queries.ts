'use client';

import type { CoinName } from '@app/shared/wallet/coins';
import { useCallback, useMemo } from 'react';
import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useInfiniteQuery, useQuery } from '@/lib/query/use-query';
import { useSignedInUserId, useUserStore } from '@/shell/session/user-store';
import { nextCursor } from './history';

const HISTORY_PAGE = 20;

// The contract (zod schemas) comes with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const balanceContracts = () => import('@app/shared/wallet/balance-contracts');
const historyContracts = () => import('@app/shared/wallet/history-contracts');

/** Keys of the wallet's queries; everything under ['wallet', userId] is the signed-in user's money. */
export const walletKeys = {
  all: (userId: number) => ['wallet', userId] as const,
  info: (userId: number) => ['wallet', userId, 'info'] as const,
  history: (userId: number, list: HistoryList) => ['wallet', userId, 'history', list] as const,
  addresses: (userId: number) => ['wallet', userId, 'addresses'] as const,
  token: (coin: CoinName) => ['wallet', 'token', coin] as const,
};

/** get_wallet_info with decimal strings: balances, their USDT value and the total. */
export function useWalletInfo() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: walletKeys.info(userId),
    queryFn: async ({ signal }) => api.call((await balanceContracts()).getWalletInfo, { str_amount: true }, { signal }),
    enabled: userId > 0,
  });
}

/** The shown balance of each coin (decimal strings), empty until loaded. */
export function useCoinBalances(): Partial<Record<CoinName, string>> {
  const { data } = useWalletInfo();
  return useMemo(() => Object.fromEntries((data?.coins ?? []).map((c) => [c.coin, String(c.money_all)])), [data]);
}

/** get_token_info: decimals and the fee rules of one coin (they change rarely). */
export function useTokenInfo(coin: CoinName) {
  const api = useApiClient();
  return useQuery({
    queryKey: walletKeys.token(coin),
    queryFn: async ({ signal }) => api.call((await balanceContracts()).getTokenInfo, { coin }, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The wallet drawer's addresses: a popup, so refetched every time it opens (spec 9). */
export function useWalletAddresses(open: boolean) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: walletKeys.addresses(userId),
    queryFn: async ({ signal }) => {
      const answer = await api.call((await balanceContracts()).walletGetAllWalletAddr, {}, { signal });
      useUserStore.getState().setWalletAddresses(answer.list);
      return answer.list;
    },
    enabled: open && userId > 0,
    refetchOnMount: 'always',
    staleTime: 0,
  });
}

export type HistoryList = 'all' | 'transfers';

/** offchain_history: every ledger entry, newest first, page by page (cursor). */
export function useEntryHistory(enabled: boolean) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useInfiniteQuery({
    queryKey: walletKeys.history(userId, 'all'),
    queryFn: async ({ pageParam, signal }) =>
      api.call(
        (await historyContracts()).offchainHistory,
        { cursor: pageParam || undefined, limit: HISTORY_PAGE },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: nextCursor,
    enabled: enabled && userId > 0,
  });
}

/** transfer_history: transfers to and from other users (with their names), page by page. */
export function useTransferHistory(enabled: boolean) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useInfiniteQuery({
    queryKey: walletKeys.history(userId, 'transfers'),
    queryFn: async ({ pageParam, signal }) =>
      api.call(
        (await historyContracts()).transferHistory,
        { cursor: pageParam || undefined, limit: HISTORY_PAGE },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: nextCursor,
    enabled: enabled && userId > 0,
  });
}

/** After money moved: balances and history are stale. */
export function useRefreshWallet(): () => Promise<void> {
  const userId = useSignedInUserId();
  return useCallback(() => invalidateQueries(walletKeys.all(userId)), [userId]);
}
