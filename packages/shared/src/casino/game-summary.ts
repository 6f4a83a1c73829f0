import { z } from 'zod';

export const GAME_CATEGORIES = ['slots', 'crash', 'dice', 'mines', 'wheel', 'live', 'table', 'lottery'] as const;
export const ZGameCategory = z.enum(GAME_CATEGORIES, { error: 'must be a known category' });
export type GameCategory = z.infer<typeof ZGameCategory>;

export const GAME_PROVIDERS = ['house', 'inbet', 'retiger', 'pg', 'turbo', 'bridge', 'ppgame', 'imperium'] as const;
export const ZProviderId = z.enum(GAME_PROVIDERS, { error: 'must be a known provider' });
export type ProviderId = z.infer<typeof ZProviderId>;
/** The third-party providers of spec 7.7 ("game init configs"); `house` is our own and always configured. */
export const REMOTE_PROVIDERS = GAME_PROVIDERS.filter((p) => p !== 'house') as Exclude<ProviderId, 'house'>[];
export type RemoteProviderId = Exclude<ProviderId, 'house'>;

export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export const GAME_TAGS = ['new', 'hot'] as const;

/** A game's slug: provider prefix and title, lower-case ("house-tiger", "pg-fortune-ox"). */
export const ZGameId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+){1,5}$/, 'must be a game id such as house-tiger');

/** One game as players see it in lists (issue 12 design, "GameSummary"). */
export const ZGameSummary = z.object({
  id: z.string(),
  providerId: ZProviderId,
  category: ZGameCategory,
  /** In the request's locale (Xb-Language). */
  name: z.string(),
  /** Path under the web app's public folder, /games/thumbs/<id>.svg. */
  thumbnail: z.string(),
  /** Return to player, percent (96.5). */
  rtp: z.number(),
  volatility: z.enum(VOLATILITIES),
  tags: z.array(z.enum(GAME_TAGS)),
  enabled: z.boolean(),
  /** False while the game's provider is not configured on this server. */
  playable: z.boolean(),
  unavailableReason: z.string().optional(),
});
export type GameSummary = z.infer<typeof ZGameSummary>;

/** Paging of the list calls: page from 1, at most 100 games a page. */
export const ZPaging = {
  page: z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be 1 or more').default(1),
  page_size: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100, 'must be at most 100').default(20),
};

export const ZGamePage = z.object({
  games: z.array(ZGameSummary),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
