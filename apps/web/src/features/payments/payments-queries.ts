'use client';

import type { OrderType } from '@app/shared/payments/payment-markets';
import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useInfiniteQuery, useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const orderContracts = () => import('@app/shared/payments/order-contracts');
const balanceContracts = () => import('@app/shared/wallet/balance-contracts');

const ORDERS_PAGE = 20;

/**
 * Keys of this area's queries. Everything of the player's under ['payments', userId]; the balance uses
 * the wallet's own key (['wallet', userId, 'info']) so that a paid recharge refreshes every balance
 * shown (the money page, the wallet, the game bar).
 */
export const paymentsKeys = {
  mine: (userId: number) => ['payments', userId] as const,
  conf: (userId: number, country: string) => ['payments', userId, 'conf', country] as const,
  accounts: (userId: number) => ['payments', userId, 'accounts'] as const,
  quantity: (userId: number, country: string) => ['payments', userId, 'quantity', country] as const,
  orders: (userId: number, type: OrderType | 'all') => ['payments', userId, 'orders', type] as const,
  order: (userId: number, orderId: string) => ['payments', userId, 'order', orderId] as const,
  recent: (country: string) => ['payments', 'recent', country] as const,
  wallet: (userId: number) => ['wallet', userId] as const,
  balances: (userId: number) => ['wallet', userId, 'info'] as const,
};

/** The country asked for, or '' for the player's own (the client's Country-Code header, spec 7.1). */
const countryParam = (country: string) => (country ? { country } : {});

/** recharge_conf: a market's currency, rate, channels and withdrawal limits ('' = the player's market). */
export function useRechargeConf(country: string, enabled = true) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: paymentsKeys.conf(userId, country),
    queryFn: async ({ signal }) => api.call((await orderContracts()).rechargeConf, countryParam(country), { signal }),
    enabled: enabled && userId > 0,
  });
}

/** payout_accounts: the player's saved payout accounts. */
export function usePayoutAccounts() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: paymentsKeys.accounts(userId),
    queryFn: async ({ signal }) => api.call((await orderContracts()).payoutAccounts, {}, { signal }),
    enabled: userId > 0,
  });
}

/** withdraw_quantity: today's withdrawal limits of a market and what is used of them. */
export function useWithdrawQuantity(country: string, enabled = true) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: paymentsKeys.quantity(userId, country),
    queryFn: async ({ signal }) =>
      api.call((await orderContracts()).withdrawQuantity, countryParam(country), { signal }),
    enabled: enabled && userId > 0,
  });
}

/** my_orders: the player's orders, newest first, page by page (one type or all). */
export function useMyOrders(type: OrderType | 'all') {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useInfiniteQuery({
    queryKey: paymentsKeys.orders(userId, type),
    queryFn: async ({ pageParam, signal }) =>
      api.call(
        (await orderContracts()).myOrders,
        { page: pageParam, size: ORDERS_PAGE, ...(type === 'all' ? {} : { type }) },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled: userId > 0,
  });
}

/** order_detail, asked again every `every` ms while it may change (the result page follows it). */
export function useOrderDetail(orderId: string, every: number | null) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: paymentsKeys.order(userId, orderId),
    queryFn: async ({ signal }) => api.call((await orderContracts()).orderDetail, { order_id: orderId }, { signal }),
    enabled: userId > 0,
    refetchOnMount: 'always',
    refetchInterval: every ?? undefined,
  });
}

/** recent_withdraw_logs: the latest paid withdrawals of a market, names masked (public). */
export function useRecentWithdrawals(country: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: paymentsKeys.recent(country),
    queryFn: async ({ signal }) =>
      api.call((await orderContracts()).recentWithdrawLogs, countryParam(country), { signal }),
    // The ticker is a nicety: a failure shows nothing and is not retried.
    retry: false,
  });
}

/** get_wallet_info: each coin's balance (the same call and key as the money page's). */
export function useCoinBalance(coin: string | undefined) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const query = useQuery({
    queryKey: paymentsKeys.balances(userId),
    queryFn: async ({ signal }) => api.call((await balanceContracts()).getWalletInfo, { str_amount: true }, { signal }),
    enabled: userId > 0,
  });
  const row = coin ? query.data?.coins.find((c) => c.coin === coin) : undefined;
  return { query, balance: row === undefined ? undefined : String(row.money_all) };
}

/** After money moved (an order made or settled): the player's orders, limits and balances are stale. */
function useRefreshMoney() {
  const userId = useSignedInUserId();
  return () => {
    void invalidateQueries(paymentsKeys.mine(userId));
    void invalidateQueries(paymentsKeys.wallet(userId));
  };
}

export type RechargeInput = {
  channel: string;
  amount: string;
  country: string;
  return_url: string;
  request_id: string;
};

/** recharge: an order and the checkout to send the player to. */
export function useRecharge() {
  const api = useApiClient();
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async (input: RechargeInput) => api.call((await orderContracts()).recharge, input),
    onSuccess: refresh,
  });
}

/** withdraw: the coin is held now; the order says when the payout settles. */
export function useWithdraw() {
  const api = useApiClient();
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async (input: { account_id: string; amount: string; request_id: string }) =>
      api.call((await orderContracts()).withdraw, input),
    onSuccess: refresh,
  });
}

export type NewPayoutAccount = {
  channel: string;
  country: string;
  number: string;
  holder_name: string;
  bank_code?: string;
};

/** payout_account/add and payout_account/remove. */
export function usePayoutAccountChanges() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const refresh = () => void invalidateQueries(paymentsKeys.accounts(userId));
  const add = useMutation({
    mutationFn: async (input: NewPayoutAccount) => api.call((await orderContracts()).addPayoutAccount, input),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (accountId: string) =>
      api.call((await orderContracts()).removePayoutAccount, { account_id: accountId }),
    onSuccess: refresh,
  });
  return { add, remove };
}

/** recharge_conf's answer: a market's currency, rate, channels and withdrawal limits. */
export type RechargeConf = NonNullable<ReturnType<typeof useRechargeConf>['data']>;
