import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { RANK_PERIOD_KEY, RANK_PERIODS } from './rank-period';

const ZPeriod = z.enum(RANK_PERIODS);
const ZAmount = z.string().describe('decimal amount of the coin');
/** A player as others see them on a ranking: first 2 and last 2 characters (spec 9's masking). */
const ZMaskedName = z.string().describe('masked: first 2 and last 2 characters kept');

/** GET /casino/lucky_bear/bet_ranking_list (spec 7.7): the current day's or ISO week's top wagerers (UTC). */
export const betRankingList = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/bet_ranking_list',
  summary: 'Top wagerers of the current UTC day or ISO week, and the signed-in player’s own rank',
  request: z.object({ period: ZPeriod }),
  response: z.object({
    period: ZPeriod,
    period_key: z.string().describe('2026-01-05 (a UTC day) or 2026-W02 (an ISO week)'),
    starts_at: z.number().int().describe('unix ms'),
    ends_at: z.number().int().describe('unix ms: when the period closes and its winners are fixed'),
    coin: z.string(),
    list: z.array(z.object({ rank: z.number().int(), name: ZMaskedName, amount: ZAmount })),
    /** The signed-in player's row (rank null past the list); null when signed out. */
    mine: z.object({ rank: z.number().int().nullable(), amount: ZAmount }).nullable(),
  }),
});

const ZPrizeConf = z.object({
  period: ZPeriod,
  coin: z.string(),
  prizes: z.array(z.object({ rank: z.number().int(), amount: ZAmount })),
});

/** GET /casino/rt_prize_conf (spec 7.7): the prizes per rank of the daily and weekly rankings. */
export const rtPrizeConf = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/rt_prize_conf',
  summary: 'Prizes per rank of the daily and weekly bet rankings',
  request: z.object({}),
  response: z.object({ periods: z.array(ZPrizeConf) }),
});

const ZWinner = z.object({
  period: ZPeriod,
  period_key: z.string(),
  rank: z.number().int(),
  coin: z.string(),
  amount: ZAmount,
  received: z.boolean(),
});

/** GET /casino/rt_prize_billboard (spec 7.7): the last closed periods' winners and recent big wins. */
export const rtPrizeBillboard = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/rt_prize_billboard',
  summary: 'Winners of the last closed daily and weekly rankings, recent big wins, and my unreceived prizes',
  request: z.object({}),
  response: z.object({
    periods: z.array(
      z.object({
        period: ZPeriod,
        period_key: z.string(),
        ends_at: z.number().int(),
        winners: z.array(ZWinner.omit({ period: true, period_key: true }).extend({ name: ZMaskedName })),
      }),
    ),
    big_wins: z.array(
      z.object({
        name: ZMaskedName,
        game_id: z.string(),
        coin: z.string(),
        amount: ZAmount,
        multiplier: z.number().describe('win / bet, 2 decimals'),
        at: z.number().int().describe('unix ms'),
      }),
    ),
    /** The signed-in player's prizes still to receive (claimable now); empty when signed out. */
    mine: z.array(ZWinner),
  }),
});

/** POST /casino/lucky_bear/rt_prize_receive (spec 7.7): a closed period's winner receives the prize, once. */
export const rtPrizeReceive = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/rt_prize_receive',
  summary: 'Receive the prize of a closed ranking period the player won (once)',
  request: z
    .object({ period: ZPeriod, period_key: z.string().max(10) })
    .refine((v) => RANK_PERIOD_KEY[v.period].test(v.period_key), {
      path: ['period_key'],
      message: 'must be a day such as 2026-01-05 (daily) or a week such as 2026-W02 (weekly)',
    }),
  response: z.object({
    period: ZPeriod,
    period_key: z.string(),
    rank: z.number().int(),
    coin: z.string(),
    amount: ZAmount,
    tx_id: z.string().describe('the ledger transaction that paid it'),
  }),
});
