'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

/*
 * The contracts (zod schemas) are imported when the first call goes out, not with the page: the home
 * page's first-load JavaScript carries no schema of its own (docs/benchmarks.md, "Page weights").
 */
const tasklibContracts = () => import('@app/shared/tasklib/contracts');
const walletContracts = () => import('@app/shared/wallet/balance-contracts');
const userContracts = () => import('@app/shared/auth/account-contracts');
const messageContracts = () => import('@app/shared/messages/message-contracts');

export const homeKeys = {
  catalogue: ['tasklib', 'game_tab/homepage'] as const,
  /** Under the wallet's ['wallet', userId] key, so a refresh after money moved includes it. */
  totalAssets: (userId: number) => ['wallet', userId, 'total_usdt'] as const,
  vip: (userId: number) => ['user', userId, 'vip_profile'] as const,
  /** The message centre's own key (features/messages: ['messages', userId, 'unread']): one answer, refreshed with it. */
  unread: (userId: number) => ['messages', userId, 'unread'] as const,
};

/** POST /game_tab/homepage: the tabs and their products, in display order. */
export function useHomeCatalogue() {
  const api = useApiClient();
  return useQuery({
    queryKey: homeKeys.catalogue,
    queryFn: async ({ signal }) => api.call((await tasklibContracts()).gameTabHomepage, {}, { signal }),
  });
}

/** POST /wallet/total_asset_in_usdt: the signed-in user's balances in USDT, a decimal string. */
export function useTotalAssets() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: homeKeys.totalAssets(userId),
    queryFn: async ({ signal }) =>
      (await api.call((await walletContracts()).totalAssetInUsdt, {}, { signal })).total_usdt,
    enabled: userId > 0,
  });
}

/** POST /user/get_vip_profile: the signed-in user's VIP level (0-10). */
export function useVipLevel() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: homeKeys.vip(userId),
    queryFn: async ({ signal }) => (await api.call((await userContracts()).getVipProfile, {}, { signal })).vip_level,
    enabled: userId > 0,
  });
}

/** GET /message/unread: the unread messages and notices on the home page's entry to the message centre. */
export function useUnreadMessages() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: homeKeys.unread(userId),
    queryFn: async ({ signal }) => api.call((await messageContracts()).getUnread, {}, { signal }),
    enabled: userId > 0,
  });
}
