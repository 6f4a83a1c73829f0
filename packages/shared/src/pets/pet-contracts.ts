import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { PET_EYES, PET_PATTERNS, PET_RARITIES, PET_SPECIES } from './pet-traits';

/**
 * Pets as NFTs (issue 17 item 1; spec 2.2 /petV2, /petV2/draw, /petV2/guide, /space; 7.6
 * xbnft_transfer): off-chain items with an owner, drawn provably fairly (fair scope `pet-draw`), fed
 * up levels, rented out for days and transferred, every coin through the ledger. Rules: docs/pets.md.
 */

/** A pet's public id: "P" and 10 Crockford base-32 characters. */
export const PET_ID_PATTERN = /^P[0-9A-HJKMNP-TV-Z]{10}$/;
export const ZPetId = z
  .string()
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.string().regex(PET_ID_PATTERN, 'must be a pet id (P and 10 letters or digits)'));
export const ZRequestId = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'must be 8-128 letters, digits, _ . : - (a UUID fits)');
const ZDecimal = z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, 'must be a decimal amount');
const ZUserId = z.coerce.number().int().positive();

export const ZTraits = z.object({
  species: z.enum(PET_SPECIES),
  rarity: z.enum(PET_RARITIES),
  palette: z.number().int(),
  pattern: z.enum(PET_PATTERNS),
  eyes: z.enum(PET_EYES),
  accessory: z.string(),
});

/** A pet as anyone sees it, with what the caller may do with it. */
const ZPet = z.object({
  pet_id: z.string(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  traits: ZTraits,
  level: z.number().int(),
  xp: z.number().int(),
  /** xp of the next level, null at the top level. */
  next_level_xp: z.number().int().nullable(),
  level_xp: z.number().int().describe('xp where the current level began'),
  image_url: z.string().describe('path of its SVG on the pet group, stable for the life of the pet'),
  created_at: z.number().int(),
  state: z.enum(['idle', 'offered', 'rented', 'locked']),
  rent_offer: z.object({ price_per_day: z.string(), max_days: z.number().int() }).nullable(),
  rental: z
    .object({ renter_id: z.number().int(), renter_name: z.string(), until: z.number().int() })
    .nullable()
    .describe('the current rental, null when the pet is not rented out'),
  mine: z.boolean().describe('the caller owns it'),
  keeper: z.boolean().describe('the caller has it in hand: its owner when not rented out, else its renter'),
  fair: z.object({
    scope: z.string(),
    seed_pair_id: z.number().int(),
    server_seed_hash: z.string(),
    client_seed: z.string(),
    nonce: z.number().int(),
    server_seed: z.string().nullable().describe('revealed once the drawer rotates the pet-draw pair'),
    rarity_weights: z.array(z.number().int()),
  }),
});
export type PetView = z.infer<typeof ZPet>;

const ZOdds = z.object({
  rarity: z.enum(PET_RARITIES),
  weight: z.number().int(),
  probability: z.number(),
  accessories: z.array(z.string()),
});

const ZConfig = z.object({
  coin: z.string().describe('the coin every pet price is in'),
  draw_price: z.string(),
  feed: z.object({ price: z.string(), xp: z.number().int() }),
  transfer_fee: z.string(),
  rent: z.object({
    fee_bps: z.number().int().describe('share of the rent kept as a fee, basis points'),
    max_days: z.number().int(),
    min_price_per_day: z.string(),
    max_price_per_day: z.string(),
  }),
  level_xp: z.array(z.number().int()).describe('xp where each level begins: level 1 at [0]'),
  odds: z.array(ZOdds),
  species: z.array(z.string()),
});
export type PetConfig = z.infer<typeof ZConfig>;

/** GET /pet/config: prices, fees, level thresholds and the published draw odds. */
export const petConfig = defineEndpoint({
  group: 'pet',
  method: 'GET',
  path: '/pet/config',
  summary: 'Pet rules: draw price and odds, feeding, level thresholds, rent and transfer fees',
  request: z.object({}),
  response: ZConfig,
});

/** POST /pet/draw: pays the draw price and draws a pet (idempotent by request_id). */
export const petDraw = defineEndpoint({
  group: 'pet',
  method: 'POST',
  path: '/pet/draw',
  summary: 'Draw a pet: the price paid, rarity and traits from the player’s pet-draw fair round',
  request: z.object({ request_id: ZRequestId }),
  response: ZPet,
});

/** GET /pet/mine: the pets I own (rented out ones too) and the ones I am renting. */
export const petMine = defineEndpoint({
  group: 'pet',
  method: 'GET',
  path: '/pet/mine',
  summary: 'My pets: owned (newest first) and rented from others (until their rental ends)',
  request: z.object({}),
  response: z.object({ owned: z.array(ZPet), renting: z.array(ZPet) }),
});

/** GET /pet/detail?pet_id=: one pet's page, signed in or out. */
export const petDetail = defineEndpoint({
  group: 'pet',
  method: 'GET',
  path: '/pet/detail',
  summary: 'One pet: owner, traits, level, state, how it was drawn',
  request: z.object({ pet_id: ZPetId }),
  response: ZPet,
});

/** GET /pet/space?user_id=: a player's collection as others see it (signed out too). */
export const petSpace = defineEndpoint({
  group: 'pet',
  method: 'GET',
  path: '/pet/space',
  summary: 'A player’s pet collection, public',
  request: z.object({ user_id: ZUserId }),
  response: z.object({ user_id: z.number().int(), name: z.string(), pets: z.array(ZPet) }),
});

/** POST /pet/feed: feeds a pet I keep (idempotent by request_id). */
export const petFeed = defineEndpoint({
  group: 'pet',
  method: 'POST',
  path: '/pet/feed',
  summary: 'Feed a pet: the food price paid, xp added (levels by the published thresholds)',
  request: z.object({ pet_id: ZPetId, request_id: ZRequestId }),
  response: z.object({ pet: ZPet, xp_gained: z.number().int(), levelled_up: z.boolean(), tx_id: z.string() }),
});

/** POST /pet/rent_offer: the owner offers a pet for rent (or changes the offer). */
export const petRentOffer = defineEndpoint({
  group: 'pet',
  method: 'POST',
  path: '/pet/rent_offer',
  summary: 'Offer my pet for rent at a price per day for up to max_days',
  request: z.object({ pet_id: ZPetId, price_per_day: ZDecimal, max_days: z.number().int().min(1).max(365) }),
  response: ZPet,
});

/** POST /pet/rent_cancel: the owner withdraws the offer (a running rental runs to its end). */
export const petRentCancel = defineEndpoint({
  group: 'pet',
  method: 'POST',
  path: '/pet/rent_cancel',
  summary: 'Withdraw my rent offer',
  request: z.object({ pet_id: ZPetId }),
  response: ZPet,
});

/** GET /pet/rent_list: pets offered for rent and free now, newest offers first. */
export const petRentList = defineEndpoint({
  group: 'pet',
  method: 'GET',
  path: '/pet/rent_list',
  summary: 'Pets offered for rent right now',
  request: z.object({}),
  response: z.object({ pets: z.array(ZPet) }),
});

/** POST /pet/rent: rents a pet for `days` (idempotent by request_id); the rent paid at once. */
export const petRent = defineEndpoint({
  group: 'pet',
  method: 'POST',
  path: '/pet/rent',
  summary: 'Rent a pet for days: the rent paid to its owner (minus the fee), the pet kept until the end',
  request: z.object({ pet_id: ZPetId, days: z.number().int().min(1).max(365), request_id: ZRequestId }),
  response: z.object({ pet: ZPet, price: z.string(), fee: z.string(), until: z.number().int(), tx_id: z.string() }),
});

/**
 * POST /wallet/xbnft_transfer (spec 7.6, transfer and fee): with query_fee only the fee; without it
 * the pet goes to to_user_id and the fee to the fees account (idempotent by request_id).
 */
export const xbnftTransfer = defineEndpoint({
  group: 'wallet',
  method: 'POST',
  path: '/wallet/xbnft_transfer',
  summary: 'Fee query (query_fee) or transfer of a pet NFT to another user',
  request: z.object({
    pet_id: ZPetId,
    to_user_id: ZUserId,
    query_fee: z.boolean().optional().default(false),
    request_id: ZRequestId.optional().describe('required for the transfer'),
  }),
  response: z.object({
    pet_id: z.string(),
    to_user_id: z.number().int(),
    to_username: z.string(),
    coin: z.string(),
    fee: z.string(),
    tx_id: z.string().describe('"" for a fee query'),
  }),
});
