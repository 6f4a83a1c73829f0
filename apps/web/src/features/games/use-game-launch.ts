'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';
import { inbetContracts, useAllGames } from './games-queries';

const launchContracts = () => import('@app/shared/games/launch-contracts');

/** A phone or tablet (coarse pointer) plays the provider's mobile layout. */
function deviceOf(): 'mobile' | 'desktop' {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: fine)').matches ? 'desktop' : 'mobile';
}

/**
 * game/launch for this page: a fresh signed launch URL on every visit (a token is one game session,
 * never reused from the cache), then inbet/report_game_start so the game heads "recently played".
 */
export function useGameLaunch(gameId: string, coin: string, returnUrl: string) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: ['casino', 'player', userId, 'launch', gameId, coin],
    queryFn: async ({ signal }) => {
      const answer = await api.call(
        (await launchContracts()).gameLaunch,
        { gameId, coin, device: deviceOf(), returnUrl },
        { signal },
      );
      // The start is reported after a launch the API accepted; a failed report must not stop the game.
      void (async () => {
        try {
          await api.call((await inbetContracts()).casinoReportGameStart, { gameId });
          await invalidateQueries(['casino', 'player', userId, 'recent']);
        } catch {
          // Reporting is best effort: the game already runs.
        }
      })();
      return answer;
    },
    enabled: userId > 0,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}

/** The game's summary (its name in this language) for the bar. */
export function useGameSummary(gameId: string, locale: string) {
  return useAllGames(locale).data?.games.find((g) => g.id === gameId);
}
