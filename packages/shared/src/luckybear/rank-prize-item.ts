import { z } from 'zod';
import { ZCoinCode } from '../core/coin-code';
import { RANK_PERIODS } from './rank-period';

/** The catalogue editor's name of the rankings' prizes (@app/shared/ops/catalogue-contracts). */
export const RANK_PRIZES_CATALOGUE = 'rank_prizes';

/** How many ranks of a period can win a prize. */
export const MAX_PRIZE_RANKS = 50;

/** A prize amount: a decimal of the prize's coin, more than 0. */
export const ZPrizeAmount = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'must be a decimal amount such as 10 or 2.5')
  .refine((v) => Number(v) > 0, 'must be more than 0');

/**
 * The prizes of one ranking period as an operator edits them (issue 13, rt_prize_conf): `prizes[0]` is
 * rank 1's, `prizes[1]` rank 2's, and so on; ranks past the list win nothing. `period` is the id.
 * What a closed period pays is fixed when it closes (a later edit changes the next periods only).
 */
export const ZRankPrizeItem = z.object({
  period: z.enum(RANK_PERIODS),
  coin: ZCoinCode,
  prizes: z.array(ZPrizeAmount).min(1).max(MAX_PRIZE_RANKS),
});
export type RankPrizeItem = z.infer<typeof ZRankPrizeItem>;
