'use client';

import type { LuckyCodeView } from '@app/shared/luckycodes/lucky-code-contracts';
import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';
import { buyRequestIds } from './lucky-code-view';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const luckyContracts = () => import('@app/shared/luckycodes/lucky-code-contracts');
const fairContracts = () => import('@app/shared/fair/seed-contracts');

/** Keys of this area's queries; a buy or an opening moves money, so both refresh the wallet's answers too. */
export const luckyKeys = {
  tiers: ['luckycodes', 'tiers'] as const,
  mine: (userId: number) => ['luckycodes', userId, 'mine'] as const,
  code: (code: string, userId: number) => ['luckycodes', 'code', code, userId] as const,
  wallet: (userId: number) => ['wallet', userId] as const,
};

/** lucky_code_tiers: each tier's price, prizes with their published odds and the expected return. */
export function useLuckyTiers() {
  const api = useApiClient();
  return useQuery({
    queryKey: luckyKeys.tiers,
    queryFn: async ({ signal }) => api.call((await luckyContracts()).luckyCodeTiers, {}, { signal }),
  });
}

/** lucky_code_list: the codes I bought or opened, newest first. */
export function useMyLuckyCodes() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: luckyKeys.mine(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await luckyContracts()).luckyCodeList, {}, { signal }),
  });
}

/** lucky_code_query: one code as anyone holding it sees it (the land page). */
export function useLuckyCode(code: string) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: luckyKeys.code(code, userId),
    queryFn: async ({ signal }) => api.call((await luckyContracts()).luckyCodeQuery, { code }, { signal }),
  });
}

const refreshMine = (userId: number) => {
  void invalidateQueries(luckyKeys.mine(userId));
  void invalidateQueries(luckyKeys.wallet(userId));
};

/** What one buy press got: the codes bought, and the refusal that stopped it early, if any. */
export interface BuyOutcome {
  bought: LuckyCodeView[];
  failed: unknown;
}

/**
 * lucky_code_buy, once per code of the press (press-N request ids: a retry of the press buys none
 * twice). Codes are bought one after another so a short balance stops the press where it ran out; a
 * refusal of the very first code is the press's error.
 */
export function useBuyLuckyCodes() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async ({ tier, count, press }: { tier: string; count: number; press: string }): Promise<BuyOutcome> => {
      const { luckyCodeBuy } = await luckyContracts();
      const bought: LuckyCodeView[] = [];
      for (const request_id of buyRequestIds(press, count)) {
        try {
          bought.push(await api.call(luckyCodeBuy, { tier, request_id }));
        } catch (error) {
          if (bought.length === 0) throw error;
          return { bought, failed: error };
        }
      }
      return { bought, failed: null };
    },
    onSettled: () => refreshMine(userId),
  });
}

/** lucky_code_open: opens a code once; the prize is drawn by the server and paid at once. */
export function useOpenLuckyCode() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (code: string) => api.call((await luckyContracts()).luckyCodeOpen, { code }),
    onSettled: () => {
      refreshMine(userId);
      // The land page's view of the code (and any other code view shown) changes with the opening.
      void invalidateQueries(['luckycodes', 'code']);
    },
  });
}

/**
 * Reveals my lucky-code server seed and commits a new one (POST /casino/fair/rotate, scope lucky-code,
 * docs/fairness.md): the codes I opened with the old pair become verifiable on the fairness page.
 */
export function useRevealLuckySeed() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async () => api.call((await fairContracts()).fairRotate, { scope: 'lucky-code' }),
    onSuccess: () => void invalidateQueries(luckyKeys.mine(userId)),
  });
}
