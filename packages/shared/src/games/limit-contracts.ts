import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ZCoin, ZDecimal, ZGameAmount } from './game-fields';

/** The operator's per-coin limits of every bet and round. */
export const ZBetLimit = z.object({ coin: ZCoin, minBet: ZDecimal, maxBet: ZDecimal, maxWin: ZDecimal });

/** The player's daily loss limit of a coin: a raise waits 24 h (pending), a cut applies at once. */
export const ZLossLimit = z.object({
  coin: ZCoin,
  limit: ZDecimal.nullable().describe('null: no limit'),
  lostToday: ZDecimal.describe('Bets minus wins since 00:00 UTC'),
  pendingLimit: ZDecimal.nullable(),
  pendingFrom: z.number().int().nullable().describe('ms since epoch when the pending limit applies'),
});

const ZLimits = z.object({
  betLimits: z.array(ZBetLimit),
  lossLimits: z.array(ZLossLimit),
  selfExcludedUntil: z.number().int().nullable(),
});

export const casinoLimits = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/limits',
  summary: "The bet limits and the player's daily loss limits and self-exclusion",
  request: z.object({}),
  response: ZLimits,
});

export const setLossLimit = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/limits',
  summary: 'Sets the daily loss limit of a coin (lower: at once; higher or none: after 24 h)',
  request: z.object({ coin: ZCoin, dailyLossLimit: ZGameAmount.nullable() }),
  response: ZLimits,
});

/** Periods a player may exclude themself for, in days (no shortening once set). */
export const SELF_EXCLUSION_DAYS = [1, 7, 30, 90, 180, 365] as const;

export const selfExclusion = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/self_exclusion',
  summary: 'Excludes the player from play for a period; it cannot be shortened',
  request: z.object({
    days: z.union(
      SELF_EXCLUSION_DAYS.map((d) => z.literal(d)),
      { error: `must be one of ${SELF_EXCLUSION_DAYS.join(', ')}` },
    ),
  }),
  response: z.object({ until: z.number().int() }),
});
