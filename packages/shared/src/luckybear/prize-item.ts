import { z } from 'zod';
import { ZCoinCode } from '../core/coin-code';
import { DRAW_GAMES, PRIZE_KINDS } from './draw-games';

/** The catalogue editor's name of the draws' prize tables (@app/shared/ops/catalogue-contracts). */
export const LUCKY_PRIZES_CATALOGUE = 'lucky_prizes';

/** Limits an operator's prize must keep (a typo must not give away a fortune). */
export const PRIZE_LIMITS = {
  /** Weights are positive integers up to this; a table's probabilities are weight / sum. */
  maxWeight: 1_000_000,
  /** Most one prize pays, in whole coins of its coin. */
  maxAmount: 10_000,
  /** A locked bonus's wagering requirement, as a multiple of its amount. */
  maxWagerMultiple: 100,
  /** Prizes per table (a wheel has room for so many segments). */
  maxPrizes: 24,
  /** Wheel positions 0 ... 999. */
  maxPosition: 999,
} as const;

const ZDecimal = z.string().regex(/^(0|[1-9]\d{0,9})(\.\d{1,8})?$/, 'must be a decimal such as 5 or 0.5');

/**
 * One prize of a draw's table as an operator edits it (issue 13). `game` and `id` are fixed once created
 * (draws name them). Coins' decimals are the wallet's and are checked by the API.
 */
export const ZLuckyPrizeItem = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,47}$/, 'must be 2-48 lower-case letters, digits or -'),
    game: z.enum(DRAW_GAMES),
    /** Order on the wheel (ascending; ties by id). */
    position: z.number().int().min(0).max(PRIZE_LIMITS.maxPosition),
    /** The web's translation key of the prize's label (namespace luckybear). */
    label_key: z.string().regex(/^[a-z][a-z0-9_.]{1,63}$/, 'must be a translation key such as prize.wh_5'),
    kind: z.enum(PRIZE_KINDS),
    coin: ZCoinCode,
    /** Decimal amount of `coin`; "0" exactly when kind is nothing. */
    amount: ZDecimal,
    /** Locked bonus only: wagering needed to unlock, times the amount (0 otherwise). */
    wager_multiple: z.number().min(0).max(PRIZE_LIMITS.maxWagerMultiple).multipleOf(0.1),
    weight: z.number().int().positive().max(PRIZE_LIMITS.maxWeight),
  })
  .strict()
  .superRefine((p, ctx) => {
    const amount = Number(p.amount);
    if (p.kind === 'nothing' && amount !== 0) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'must be 0 for a prize of nothing' });
    }
    if (p.kind !== 'nothing' && amount <= 0) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'must be greater than 0' });
    }
    if (amount > PRIZE_LIMITS.maxAmount) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `must be at most ${PRIZE_LIMITS.maxAmount}` });
    }
    if (p.kind !== 'locked_bonus' && p.wager_multiple !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['wager_multiple'],
        message: 'must be 0 unless the prize is a locked bonus',
      });
    }
  });
export type LuckyPrizeItem = z.infer<typeof ZLuckyPrizeItem>;

/** A prize table as seeded from the data file: at least one prize per draw, ids unique. */
export const ZPrizeTable = z
  .array(ZLuckyPrizeItem)
  .max(PRIZE_LIMITS.maxPrizes * DRAW_GAMES.length)
  .superRefine((prizes, ctx) => {
    const ids = prizes.map((p) => p.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'prize ids must be unique' });
    for (const game of DRAW_GAMES) {
      const n = prizes.filter((p) => p.game === game).length;
      if (n === 0) ctx.addIssue({ code: 'custom', message: `${game} needs at least one prize` });
      if (n > PRIZE_LIMITS.maxPrizes)
        ctx.addIssue({ code: 'custom', message: `${game}: at most ${PRIZE_LIMITS.maxPrizes} prizes` });
    }
  });
