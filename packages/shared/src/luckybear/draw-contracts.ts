import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { DRAW_GAMES, DRAW_KEY_PATTERN, PRIZE_KINDS } from './draw-games';

/**
 * The lucky spin and the free lottery (issue 13, spec 7.7). Both answer the same shapes; the wheel
 * (or the lottery's board) animates to `index`, which the server drew: the client never draws.
 */

const ZDrawKey = z.string().regex(DRAW_KEY_PATTERN, 'must be 8-128 letters, digits, _ . : - (a UUID fits)');

/** A prize as players see it, in wheel order. */
export const ZPrizeView = z.object({
  index: z.number().int().describe('position on the wheel, 0 first'),
  id: z.string(),
  label_key: z.string().describe('the web’s translation key of the label (namespace luckybear)'),
  kind: z.enum(PRIZE_KINDS),
  coin: z.string(),
  amount: z.string().describe('decimal amount of coin; "0" for nothing'),
  wager_multiple: z.number().describe('locked bonus: wagering to unlock, times the amount; else 0'),
});

/** How chances are earned (the rules of @app/shared/luckybear/chance-rules). */
const ZChanceRules = z.object({
  daily: z.number().int().describe('free chances per UTC day'),
  wager: z
    .object({
      coin: z.string(),
      per: z.number().int().describe('one chance per this many whole coins wagered that UTC day'),
      max_per_day: z.number().int(),
    })
    .nullable(),
  newbie_tasks: z.boolean().describe('newbie tasks grant chances of this draw'),
});

/** The player's current provably fair pair of this draw's scope (docs/fairness.md). */
const ZFairState = z.object({
  scope: z.string(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  next_nonce: z.number().int(),
});

const ZDrawConf = z.object({
  game: z.enum(DRAW_GAMES),
  prizes: z.array(ZPrizeView.extend({ probability: z.number().describe('weight / sum of weights, 0-1') })),
  chances_left: z.number().int().describe('0 signed out'),
  rules: ZChanceRules,
  fair: ZFairState.nullable().describe('null signed out'),
  day_ends_at: z.number().int().describe('unix ms of the next UTC midnight (the next daily chance)'),
});
export type DrawConf = z.infer<typeof ZDrawConf>;

/** One draw's result: what it drew, what paid it, and everything to recompute it. */
const ZDrawResultBase = z.object({
  game: z.enum(DRAW_GAMES),
  index: z.number().int().describe('the prize’s index on the wheel'),
  prize: ZPrizeView,
  tx_id: z.string().nullable().describe('the ledger transaction that paid a coin prize'),
  bonus_id: z.string().nullable().describe('the locked bonus a bonus prize granted (locked_detail)'),
  fair: z.object({
    scope: z.string(),
    seed_pair_id: z.number().int(),
    server_seed_hash: z.string(),
    client_seed: z.string(),
    nonce: z.number().int(),
    server_seed: z
      .string()
      .nullable()
      .describe('the revealed server seed once the pair is rotated (POST /casino/fair/rotate), else null'),
    weights: z.array(z.number().int()).describe('the prize table’s weights at the draw, wheel order'),
  }),
  created_at: z.number().int(),
});
export type DrawResult = z.infer<typeof ZDrawResultBase>;

const ZChancesLeft = z.object({ chances_left: z.number().int().describe('after this draw') });

/** GET /casino/lucky_bear/lucky_spin_conf (spec 7.7): the wheel, its odds, my chances and fair seeds. */
export const luckySpinConf = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/lucky_spin_conf',
  summary: 'The lucky wheel: prizes in wheel order with their odds, chances left, how chances are earned',
  request: z.object({}),
  response: ZDrawConf,
});

/**
 * POST /casino/lucky_bear/lucky_spin (spec 7.7): uses one chance, draws and pays. A retry with the same
 * request_id (or Idempotency-Key header) answers the first spin and moves nothing.
 */
export const luckySpin = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/lucky_spin',
  summary: 'Spin the lucky wheel: one chance, a provably fair prize paid at once',
  request: z.object({ request_id: ZDrawKey.optional() }),
  response: ZDrawResultBase.extend({ spin_id: z.string() }).extend(ZChancesLeft.shape),
});

/** POST /casino/lucky_bear/lucky_spin_result (spec 7.7): one of my spins (another's: 1083). */
export const luckySpinResult = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/lucky_spin_result',
  summary: 'A lucky spin’s result, for its owner',
  request: z.object({ spin_id: z.string().min(1).max(32) }),
  response: ZDrawResultBase.extend({ spin_id: z.string() }),
});

/** GET /casino/lucky_bear/free_lottery_chance (spec 7.7): the lottery's prizes, odds and my chances. */
export const freeLotteryChance = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/free_lottery_chance',
  summary: 'The free lottery: prizes with their odds, chances left, how chances are earned',
  request: z.object({}),
  response: ZDrawConf,
});

/**
 * GET /casino/lucky_bear/draw_free_lottery?draw_key=... (spec 7.7 lists it as a GET): the key is
 * required, generated by the client once per draw, so a repeated GET answers the same draw and never
 * draws twice (docs/decisions.md).
 */
export const drawFreeLottery = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/draw_free_lottery',
  summary: 'Draw the free lottery once per client draw_key: one chance, a provably fair prize paid at once',
  request: z.object({ draw_key: ZDrawKey }),
  response: ZDrawResultBase.extend({ draw_id: z.string() }).extend(ZChancesLeft.shape),
});

/** GET /casino/lucky_bear/query_lottery_status?draw_id=... (spec 7.7): one of my lottery draws. */
export const queryLotteryStatus = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/query_lottery_status',
  summary: 'A free lottery draw’s result, for its owner',
  request: z.object({ draw_id: z.string().min(1).max(32) }),
  response: ZDrawResultBase.extend({ draw_id: z.string() }),
});
