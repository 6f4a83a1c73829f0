'use client';

import type { DrawResult } from '@app/shared/luckybear/draw-contracts';
import type { DrawGame } from '@app/shared/luckybear/draw-games';
import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod) come with the first call, not with the page (docs/benchmarks.md).
const drawContracts = () => import('@app/shared/luckybear/draw-contracts');

/** A draw's answer, the spin's and the lottery's alike. */
export type DrawAnswer = DrawResult & { draw_id: string; chances_left: number };

/** Keys of the draws' queries; a draw refreshes its conf (chances), the wallet and the newbie tasks. */
export const drawKeys = {
  conf: (userId: number, game: DrawGame) => ['luckybear', userId, 'draw', game] as const,
  lottery: (userId: number, drawId: string) => ['luckybear', userId, 'lottery', drawId] as const,
  newbie: (userId: number) => ['luckybear', userId, 'newbie'] as const,
};

/** lucky_spin_conf / free_lottery_chance: the prizes in wheel order with their odds, my chances, my seeds. */
export function useDrawConf(game: DrawGame) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: drawKeys.conf(userId, game),
    queryFn: async ({ signal }) => {
      const c = await drawContracts();
      return api.call(game === 'lucky_spin' ? c.luckySpinConf : c.freeLotteryChance, {}, { signal });
    },
  });
}

/**
 * lucky_spin / draw_free_lottery with the press's key: a retry after a lost answer sends the same key
 * and gets the same draw back (never a second draw).
 */
export function useDraw(game: DrawGame) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (key: string): Promise<DrawAnswer> => {
      const c = await drawContracts();
      if (game === 'lucky_spin') {
        const spin = await api.call(c.luckySpin, { request_id: key });
        return { ...spin, draw_id: spin.spin_id };
      }
      return api.call(c.drawFreeLottery, { draw_key: key });
    },
    onSuccess: () => {
      void invalidateQueries(drawKeys.conf(userId, game));
      void invalidateQueries(['wallet', userId]);
      void invalidateQueries(drawKeys.newbie(userId));
    },
  });
}

/** query_lottery_status: one of my lottery draws (the page shows my last one again after a reload). */
export function useLotteryStatus(drawId: string | null) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: drawKeys.lottery(userId, drawId ?? ''),
    enabled: userId > 0 && drawId !== null,
    queryFn: async ({ signal }) =>
      api.call((await drawContracts()).queryLotteryStatus, { draw_id: drawId ?? '' }, { signal }),
  });
}
