import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { PET_ID_PATTERN } from './pet-contracts';
import { PET_RARITIES, PET_SPECIES } from './pet-traits';

/**
 * The market (issue 17 item 2; spec 2.2 /market, 7.1 groups "trade market" and "nft auction"): pets
 * sold at a fixed price (/market/...) or in timed auctions (/auction/...), paid in the market's coin,
 * the market fee to the fees account. Rules as players read them: docs/market.md. It lives beside the
 * pets' contracts because what it trades are pets (shared area folders import only core/ and themselves).
 */

const ZPetId = z
  .string()
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.string().regex(PET_ID_PATTERN, 'must be a pet id (P and 10 letters or digits)'));
const ZListingId = z.coerce.number().int().positive();
const ZRequestId = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'must be 8-128 letters, digits, _ . : - (a UUID fits)');
const ZAmount = z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, 'must be a decimal amount');

export const LISTING_KINDS = ['fixed', 'auction'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc'] as const;

/** A listing or an auction as anyone sees it. Amounts are decimal strings of `coin`. */
const ZListing = z.object({
  listing_id: z.number().int(),
  kind: z.enum(LISTING_KINDS),
  status: z.enum(['open', 'sold', 'cancelled', 'unsold']),
  seller_id: z.number().int(),
  seller_name: z.string(),
  pet: z.object({
    pet_id: z.string(),
    species: z.enum(PET_SPECIES),
    rarity: z.enum(PET_RARITIES),
    image_url: z.string(),
  }),
  coin: z.string(),
  /** Fixed price: the price; auction: the current price (the top bid, or the start price without bids). */
  price: z.string(),
  auction: z
    .object({
      start_price: z.string(),
      min_increment: z.string(),
      /** The least a new bid may be: the start price without bids, else the top bid plus the increment. */
      min_bid: z.string(),
      top_bid: z.string().nullable(),
      top_bidder_id: z.number().int().nullable(),
      bid_count: z.number().int(),
      ends_at: z.number().int(),
    })
    .nullable(),
  buyer_id: z.number().int().nullable(),
  /** The fee the market kept of a sale, null until sold. */
  fee: z.string().nullable(),
  created_at: z.number().int(),
  closed_at: z.number().int().nullable(),
  mine: z.boolean().describe('the caller is the seller'),
});
export type ListingView = z.infer<typeof ZListing>;

const ZConfig = z.object({
  coin: z.string(),
  fee_bps: z.number().int().describe('share of a sale kept as the market fee, basis points'),
  min_price: z.string(),
  max_price: z.string(),
  auction_hours: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type MarketConfig = z.infer<typeof ZConfig>;

/** GET /market/config: the coin, the fee and the limits (signed out too). */
export const marketConfig = defineEndpoint({
  group: 'market',
  method: 'GET',
  path: '/market/config',
  summary: 'Market rules: the coin, the fee, price limits and auction lengths',
  request: z.object({}),
  response: ZConfig,
});

/** POST /market/list: offers my pet at a fixed price; the pet is locked until sold or withdrawn. */
export const marketList = defineEndpoint({
  group: 'market',
  method: 'POST',
  path: '/market/list',
  summary: 'List my pet at a fixed price (it is locked while listed)',
  request: z.object({ pet_id: ZPetId, price: ZAmount }),
  response: ZListing,
});

/** POST /market/cancel: the seller withdraws a listing (an auction only while it has no bids). */
export const marketCancel = defineEndpoint({
  group: 'market',
  method: 'POST',
  path: '/market/cancel',
  summary: 'Withdraw my listing; the pet is unlocked',
  request: z.object({ listing_id: ZListingId }),
  response: ZListing,
});

/** POST /market/buy: buys a fixed-price listing (idempotent by request_id). */
export const marketBuy = defineEndpoint({
  group: 'market',
  method: 'POST',
  path: '/market/buy',
  summary: 'Buy a listing: the price to the seller minus the fee, and the pet, in one transaction',
  request: z.object({ listing_id: ZListingId, request_id: ZRequestId }),
  response: z.object({ listing: ZListing, tx_id: z.string() }),
});

/** GET /market/listings: open listings and auctions, filtered and sorted, a page at a time. */
export const marketListings = defineEndpoint({
  group: 'market',
  method: 'GET',
  path: '/market/listings',
  summary: 'Open listings: by kind and rarity, newest or by price, cursor pages',
  request: z.object({
    kind: z.enum(LISTING_KINDS).optional(),
    rarity: z.enum(PET_RARITIES).optional(),
    sort: z.enum(LISTING_SORTS).optional().default('newest'),
    cursor: z.string().max(64).optional(),
    limit: z.coerce.number().int().min(1).max(50).optional().default(20),
  }),
  response: z.object({ listings: z.array(ZListing), next_cursor: z.string().nullable() }),
});

/** GET /market/detail?listing_id=: one listing or auction (signed in or out). */
export const marketDetail = defineEndpoint({
  group: 'market',
  method: 'GET',
  path: '/market/detail',
  summary: 'One listing or auction',
  request: z.object({ listing_id: ZListingId }),
  response: ZListing,
});

/** GET /market/mine: my listings and auctions, open first, then the closed ones, newest first. */
export const marketMine = defineEndpoint({
  group: 'market',
  method: 'GET',
  path: '/market/mine',
  summary: 'My listings and auctions',
  request: z.object({}),
  response: z.object({ listings: z.array(ZListing) }),
});

/** GET /market/history: the sales of the market, newest first, cursor pages. */
export const marketHistory = defineEndpoint({
  group: 'market',
  method: 'GET',
  path: '/market/history',
  summary: 'Recent sales',
  request: z.object({
    cursor: z.string().max(64).optional(),
    limit: z.coerce.number().int().min(1).max(50).optional().default(20),
  }),
  response: z.object({ listings: z.array(ZListing), next_cursor: z.string().nullable() }),
});

/** POST /auction/start: auctions my pet for `hours`; the pet is locked until the auction settles. */
export const auctionStart = defineEndpoint({
  group: 'auction',
  method: 'POST',
  path: '/auction/start',
  summary: 'Auction my pet: a start price, a minimum increment, a length in hours',
  request: z.object({
    pet_id: ZPetId,
    start_price: ZAmount,
    min_increment: ZAmount,
    hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
  }),
  response: ZListing,
});

/** POST /auction/bid: bids on an auction; the amount is held until outbid (released) or the end (paid). */
export const auctionBid = defineEndpoint({
  group: 'auction',
  method: 'POST',
  path: '/auction/bid',
  summary: 'Bid: the amount held from my balance; an outbid bid is released at once',
  request: z.object({ listing_id: ZListingId, amount: ZAmount, request_id: ZRequestId }),
  response: z.object({ listing: ZListing, tx_id: z.string() }),
});
