import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../core/locales';
import { GAME_TAGS, VOLATILITIES, ZGameCategory, ZGameId, ZProviderId } from './game-summary';

/** The catalogue editor's name of the casino games (@app/shared/ops/catalogue-contracts). */
export const CASINO_GAMES_CATALOGUE = 'casino_games';

const ZName = z.string().trim().min(1, 'must not be empty').max(64);

/**
 * One casino game as an operator edits it (issue 12): its name per locale (en-US required; a locale
 * left out shows the English name, as for brand titles), category, order, tags and RTP. `id` is the
 * slug; it and the provider cannot change once created (rounds and links name them).
 */
export const ZCasinoGameItem = z.object({
  id: ZGameId,
  provider: ZProviderId,
  category: ZGameCategory,
  names: z
    .object({ 'en-US': ZName })
    .extend(Object.fromEntries(SUPPORTED_LOCALES.filter((l) => l !== 'en-US').map((l) => [l, ZName.optional()])))
    .strict(),
  /** Percent, as the provider certifies it (shown to players). */
  rtp: z.number().min(50).max(100).multipleOf(0.01),
  volatility: z.enum(VOLATILITIES),
  sort: z.number().int().min(0).max(100_000),
  tags: z
    .array(z.enum(GAME_TAGS))
    .max(GAME_TAGS.length)
    .refine((t) => new Set(t).size === t.length, 'each tag at most once'),
  maxWinMultiplier: z.number().int().positive().max(1_000_000).optional(),
});
export type CasinoGameItem = z.infer<typeof ZCasinoGameItem>;
