import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ZGameId, ZGameSummary, ZProviderId } from './game-summary';

/**
 * GET /casino/init_config?provider=pg (spec 7.7 "game init configs" of inbet, retiger, pg, turbo,
 * bridge, ppgame, imperium): what the client needs before it opens the provider's games. An
 * unconfigured provider says so (configured false, a reason) rather than pretending.
 */
export const casinoInitConfig = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/init_config',
  summary: "A provider's game init config for the client",
  request: z.object({ provider: ZProviderId }),
  response: z.object({
    provider: ZProviderId,
    configured: z.boolean(),
    unavailableReason: z.string().optional(),
    /** The provider's lobby origin the client may open games from (absent when not configured). */
    lobbyOrigin: z.string().optional(),
    /** Where the client asks for a launch (the games module's launch call). */
    launchPath: z.string(),
    currencies: z.array(z.string()),
  }),
});

/** GET /casino/inbet/recent_started_games: the signed-in user's recently started games, newest first. */
export const casinoRecentStartedGames = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/inbet/recent_started_games',
  summary: "The signed-in user's recently started games (distinct, newest first, at most 20)",
  request: z.object({}),
  response: z.object({ games: z.array(ZGameSummary) }),
});

/** POST /casino/inbet/report_game_start {gameId}: records that the user started a game. */
export const casinoReportGameStart = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/inbet/report_game_start',
  summary: 'Record that the signed-in user started a game',
  request: z.object({ gameId: ZGameId }),
  response: z.object({ recorded: z.boolean() }),
});
