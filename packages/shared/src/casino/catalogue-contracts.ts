import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ZGameCategory, ZGamePage, ZGameSummary, ZPaging, ZProviderId } from './game-summary';

/** GET /casino/providers: every provider with its display name and whether it is configured here. */
export const casinoProviders = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/providers',
  summary: 'Game providers, with whether each is configured on this server',
  request: z.object({}),
  response: z.object({
    providers: z.array(
      z.object({
        id: ZProviderId,
        name: z.string(),
        logo: z.string(),
        configured: z.boolean(),
        games: z.number().int(),
      }),
    ),
  }),
});

/** GET /casino/all_games: every enabled game in display order, a page at a time. */
export const casinoAllGames = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/all_games',
  summary: 'All enabled games in display order, paged',
  request: z.object({ ...ZPaging, provider: ZProviderId.optional() }),
  response: ZGamePage,
});

/** GET /casino/games_by_category: each category (in its order, localised) with its first games. */
export const casinoGamesByCategory = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/games_by_category',
  summary: 'Each category with its first games (the lobby)',
  request: z.object({ per_category: z.coerce.number().int().min(1).max(50).default(12) }),
  response: z.object({
    categories: z.array(
      z.object({ id: ZGameCategory, name: z.string(), total: z.number().int(), games: z.array(ZGameSummary) }),
    ),
  }),
});

/** GET /casino/more_games_by_category: one category's games, a page at a time. */
export const casinoMoreGamesByCategory = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/more_games_by_category',
  summary: "One category's games, paged",
  request: z.object({ category: ZGameCategory, ...ZPaging }),
  response: ZGamePage,
});

/** GET /casino/search_games: games whose name in any locale contains the keyword (case and accents ignored). */
export const casinoSearchGames = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/search_games',
  summary: 'Search games by name in any locale, ignoring case and accents',
  request: z.object({ keyword: z.string().trim().min(1, 'must not be empty').max(64), ...ZPaging }),
  response: ZGamePage,
});
