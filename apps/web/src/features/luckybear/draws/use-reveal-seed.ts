'use client';

import type { DrawGame } from '@app/shared/luckybear/draw-games';
import { DRAW_FAIR_SCOPE } from '@app/shared/luckybear/draw-games';
import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useSignedInUserId } from '@/shell/session/user-store';
import { drawKeys } from './draw-queries';

const fairContracts = () => import('@app/shared/fair/seed-contracts');

/**
 * Reveals the draw's current server seed and commits a new one (POST /casino/fair/rotate of the
 * draw's scope, docs/fairness.md): the draws made with the old pair become verifiable.
 */
export function useRevealSeed(game: DrawGame) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async () => api.call((await fairContracts()).fairRotate, { scope: DRAW_FAIR_SCOPE[game] }),
    onSuccess: () => void invalidateQueries(drawKeys.conf(userId, game)),
  });
}
