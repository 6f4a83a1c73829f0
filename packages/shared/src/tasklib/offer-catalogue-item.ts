import { z } from 'zod';

/** The catalogue editor's name of the task library's offers (@app/shared/ops/catalogue-contracts). */
export const OFFERS_CATALOGUE = 'offers';

/**
 * One offer as an operator edits it (issue 15): what players read of it, its reward and where it is
 * offered. The id (xb_offer_id) and the coin are fixed: conversions and the advertisers name them.
 * New offers come with an advertiser's integration, through the data file (data/offers.json).
 */
export const ZOfferCatalogueItem = z.object({
  xb_offer_id: z.string().regex(/^[a-z0-9][a-z0-9_.-]{1,95}$/, 'must be an offer id such as tiger_slots.install'),
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000),
  /** The ledger coin of the reward (WH, KC, HAPPY...); shown, not editable. */
  coin: z.string().regex(/^[A-Z]{2,8}$/, 'must be a coin name such as KC'),
  /** The reward in the coin, a decimal string (at most the coin's decimals). */
  reward: z.string().regex(/^(0|[1-9]\d{0,9})(\.\d{1,8})?$/, 'must be an amount such as 25 or 2.5'),
  /** Its value in USD, at most 2 decimals. */
  reward_usd: z.string().regex(/^(0|[1-9]\d{0,6})(\.\d{1,2})?$/, 'must be an amount such as 1.50'),
  /** ISO 3166 alpha-2 lower-case codes; empty: everywhere. */
  countries: z
    .array(z.string().regex(/^[a-z]{2}$/, 'must be a lower-case country code such as vn'))
    .max(250)
    .refine((c) => new Set(c).size === c.length, 'each country at most once'),
});
export type OfferCatalogueItem = z.infer<typeof ZOfferCatalogueItem>;
