import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ZPetId, ZRequestId, ZTraits } from './pet-contracts';
import { PET_RARITIES } from './pet-traits';

/**
 * /petGame and /rollnft (issue 17 item 1; spec 2.2 /rollnft, 2.4 /petGame): a pet its keeper plays
 * earns coins within a daily cap (fair scope `pet-game`); a roll pays coins for a pet or a coin prize
 * (fair scope `pet-roll`). Rules: docs/pets.md "Playing" and "Rolling for a pet".
 */

/** A fair round as answered: the hash committed before, the seed once the player rotates the pair. */
const ZFairRound = z.object({
  scope: z.string(),
  seed_pair_id: z.number().int(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  server_seed: z.string().nullable(),
  weights: z.array(z.number().int()),
});

const ZToday = z.object({
  day: z.string().describe('the UTC day, YYYY-MM-DD'),
  earned: z.string(),
  cap: z.string(),
  resets_at: z.number().int().describe('the next UTC midnight, ms'),
});

const ZGameConfig = z.object({
  coin: z.string(),
  rest_minutes: z.number().int(),
  daily_cap: z.string(),
  base_reward: z.string(),
  rarity_bps: z.array(z.object({ rarity: z.enum(PET_RARITIES), bps: z.number().int() })),
  level_step_bps: z.number().int(),
  outcomes: z.array(
    z.object({ id: z.string(), multiplier_bps: z.number().int(), weight: z.number().int(), probability: z.number() }),
  ),
  today: ZToday,
  /** My pets resting now (the others may play). */
  resting: z.array(z.object({ pet_id: z.string(), next_play_at: z.number().int() })),
});
export type PetGameConfig = z.infer<typeof ZGameConfig>;

/** GET /pet/game/state: the rules, today's earned and cap, and which of my pets rest until when. */
export const petGameState = defineEndpoint({
  group: 'pet',
  method: 'GET',
  path: '/pet/game/state',
  summary: 'Pet game: rules, today’s earnings against the daily cap, resting pets',
  request: z.object({}),
  response: ZGameConfig,
});

/** POST /pet/game/play: a pet I keep plays a round; its reward is paid at once. */
export const petGamePlay = defineEndpoint({
  group: 'pet',
  method: 'POST',
  path: '/pet/game/play',
  summary: 'Pet game: a pet its keeper plays earns coins (fair round, daily cap), once per request id',
  request: z.object({ pet_id: ZPetId, request_id: ZRequestId }),
  response: z.object({
    pet_id: z.string(),
    outcome: z.string(),
    coin: z.string(),
    reward: z.string(),
    /** The cap cut the reward short (the rest of today's cap was less). */
    capped: z.boolean(),
    next_play_at: z.number().int(),
    today: ZToday,
    tx_id: z.string(),
    fair: ZFairRound,
  }),
});

const ZRollConfig = z.object({
  coin: z.string(),
  price: z.string(),
  prizes: z.array(
    z.object({
      kind: z.enum(['pet', 'coins']),
      rarity: z.enum(PET_RARITIES).nullable(),
      amount: z.string().nullable(),
      weight: z.number().int(),
      probability: z.number(),
    }),
  ),
});
export type PetRollConfig = z.infer<typeof ZRollConfig>;

/** GET /pet/roll/config: the price and the published prize table, in the wheel's order. */
export const petRollConfig = defineEndpoint({
  group: 'pet',
  method: 'GET',
  path: '/pet/roll/config',
  summary: 'NFT roll: price and prize table with odds',
  request: z.object({}),
  response: ZRollConfig,
});

const ZRoll = z.object({
  roll_id: z.string().describe('the request id it was rolled with'),
  coin: z.string(),
  price: z.string(),
  prize_index: z.number().int(),
  prize: z.object({
    kind: z.enum(['pet', 'coins']),
    rarity: z.enum(PET_RARITIES).nullable(),
    amount: z.string().nullable(),
  }),
  pet: z.object({ pet_id: z.string(), traits: ZTraits }).nullable(),
  created_at: z.number().int(),
  fair: ZFairRound,
});
export type PetRoll = z.infer<typeof ZRoll>;

/** POST /pet/roll: pay the price, roll the `pet-roll` round, receive the prize; once per request id. */
export const petRoll = defineEndpoint({
  group: 'pet',
  method: 'POST',
  path: '/pet/roll',
  summary: 'NFT roll: pay, roll provably fairly, receive a pet or coins, once per request id',
  request: z.object({ request_id: ZRequestId }),
  response: ZRoll,
});

/** GET /pet/roll/history: my last rolls, with each seed once revealed (to verify). */
export const petRollHistory = defineEndpoint({
  group: 'pet',
  method: 'GET',
  path: '/pet/roll/history',
  summary: 'NFT roll: my last 20 rolls with their fair rounds',
  request: z.object({}),
  response: z.object({ rolls: z.array(ZRoll) }),
});
