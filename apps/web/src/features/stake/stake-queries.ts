'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const stakeContracts = () => import('@app/shared/stake/stake-contracts');
const voteContracts = () => import('@app/shared/stake/vote-contracts');

/** Keys of this area's queries; a lock or an unlock moves KTHER, so both refresh the wallet's answers too. */
export const stakeKeys = {
  pool: (userId: number) => ['stake', 'pool', userId] as const,
  mine: (userId: number) => ['stake', userId, 'mine'] as const,
  dividends: (userId: number) => ['stake', userId, 'dividends'] as const,
  proposals: (userId: number, id?: number) => ['stake', 'votes', userId, id ?? 'all'] as const,
  wallet: (userId: number) => ['wallet', userId] as const,
};

/** /api/pool/info: this period's pool so far, my share estimate (signed in), past periods. */
export function usePool() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: stakeKeys.pool(userId),
    queryFn: async ({ signal }) => api.call((await stakeContracts()).poolInfo, {}, { signal }),
  });
}

/** /api/stake/my: the terms on offer and my locks. */
export function useMyStake() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: stakeKeys.mine(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await stakeContracts()).stakeMine, {}, { signal }),
  });
}

/** /api/pool/dividends: my dividend payouts and staking rewards. */
export function useMyDividends() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: stakeKeys.dividends(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await stakeContracts()).poolMyDividends, {}, { signal }),
  });
}

function refreshAfterMoney(userId: number) {
  void invalidateQueries(['stake']);
  void invalidateQueries(stakeKeys.wallet(userId));
}

/** /api/stake/lock: lock KTHER for a term. */
export function useLock() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (input: { amount: string; days: number }) => api.call((await stakeContracts()).stakeLock, input),
    onSettled: () => refreshAfterMoney(userId),
  });
}

/** /api/stake/unlock: take back a lock whose term is over. */
export function useUnlock() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (lockId: number) => api.call((await stakeContracts()).stakeUnlock, { lock_id: lockId }),
    onSettled: () => refreshAfterMoney(userId),
  });
}

/** /wallet/xbvote_query: every proposal, or one with `id`. */
export function useProposals(id?: number) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: stakeKeys.proposals(userId, id),
    queryFn: async ({ signal }) =>
      api.call((await voteContracts()).voteQuery, id === undefined ? {} : { proposal_id: id }, { signal }),
  });
}

/** /wallet/xbvote_approve: vote with the KTHER I have locked now. */
export function useVote() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (input: { proposal_id: number; option: number }) =>
      api.call((await voteContracts()).voteApprove, input),
    onSettled: () => void invalidateQueries(['stake', 'votes']),
  });
}
