import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { VIP_LEVELS } from '../core/vip';

const ZLevel = z.number().int().min(VIP_LEVELS.min).max(VIP_LEVELS.max);

/** A VIP level's row as players see it: the experience it needs and its one-time reward. */
const ZVipLevelRow = z.object({
  level: ZLevel,
  exp: z.number().int(),
  reward: z.string().describe('decimal amount of `coin`; "0" for none'),
});

/** GET /casino/lucky_bear/vip_conf (spec 7.7): the eleven levels, their thresholds and rewards. */
export const vipConf = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/vip_conf',
  summary: 'VIP levels 0-10: experience needed and the one-time reward of each',
  request: z.object({}),
  response: z.object({
    coin: z.string(),
    exp_per_coin_wagered: z.number().describe('experience per whole coin wagered in the games'),
    levels: z.array(ZVipLevelRow),
  }),
});

/** GET /casino/lucky_bear/vip_profile (spec 7.7): my level, experience and each level's reward state. */
export const vipProfile = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/vip_profile',
  summary: 'The signed-in player’s VIP level, experience, progress and rewards',
  request: z.object({}),
  response: z.object({
    vip_level: ZLevel,
    exp: z.number().int(),
    next_level_exp: z.number().int().describe('0 at the top level'),
    coin: z.string(),
    rewards: z.array(
      z.object({
        level: ZLevel,
        reward: z.string(),
        /** locked: level not reached; claimable: reached, not yet received; claimed: paid. */
        state: z.enum(['locked', 'claimable', 'claimed']),
        claimed_at: z.number().int().nullable(),
      }),
    ),
  }),
});

/** POST /casino/lucky_bear/receive_vip_reward (spec 7.7): pays a reached level's reward, once. */
export const receiveVipReward = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/receive_vip_reward',
  summary: 'Receive the one-time reward of a VIP level the player has reached',
  request: z.object({ level: z.coerce.number().int().min(1).max(VIP_LEVELS.max) }),
  response: z.object({
    level: ZLevel,
    coin: z.string(),
    amount: z.string(),
    tx_id: z.string().describe('the ledger transaction that paid it'),
  }),
});
