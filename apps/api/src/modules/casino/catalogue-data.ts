import { SUPPORTED_LOCALES } from '@app/shared';
import { GAME_TAGS, VOLATILITIES, ZGameCategory, ZGameId, ZProviderId } from '@app/shared/casino/game-summary';
import { z } from 'zod';
import data from './data/games.json' with { type: 'json' };
import type { GameNames } from './game-names';

const ZLocaleNames = z.record(z.enum(SUPPORTED_LOCALES), z.string().min(1));

const ZCatalogueData = z.object({
  providers: z.array(z.object({ id: ZProviderId, name: z.string().min(1), sort: z.number().int() })),
  categories: z.array(z.object({ id: ZGameCategory, sort: z.number().int(), names: ZLocaleNames })),
  games: z.array(
    z.object({
      id: ZGameId,
      provider: ZProviderId,
      category: ZGameCategory,
      rtp: z.number().min(50).max(100),
      volatility: z.enum(VOLATILITIES),
      sort: z.number().int(),
      tags: z.array(z.enum(GAME_TAGS)),
      maxWinMultiplier: z.number().int().positive().optional(),
      /** A brand title (one string, every locale) or a translated one (all 13 locales). */
      names: z.union([z.string().min(1), ZLocaleNames]),
    }),
  ),
});

/**
 * The catalogue's one data file, checked when the module loads so that a bad edit fails at start
 * (and in the tests) instead of at a player's request.
 */
const parsed = ZCatalogueData.parse(data);

export type SeedGame = (typeof parsed.games)[number];
export const PROVIDERS = parsed.providers;
export const CATEGORIES = [...parsed.categories].sort((a, b) => a.sort - b.sort);
export const SEED_GAMES = parsed.games;

export const namesOf = (game: SeedGame): GameNames =>
  typeof game.names === 'string' ? { 'en-US': game.names } : game.names;
