import { type RankPrizeItem, ZRankPrizeItem } from '@app/shared/luckybear/rank-prize-item';
import { z } from 'zod';
import data from '../data/rank-prizes.json' with { type: 'json' };

/**
 * The rankings' prizes as shipped (data/rank-prizes.json), checked when the module loads so that a bad
 * edit fails at start and in the tests, not at a player's request.
 */
const parsed = z
  .object({ daily: ZRankPrizeItem.omit({ period: true }), weekly: ZRankPrizeItem.omit({ period: true }) })
  .parse(data);

export const SEED_RANK_PRIZES: readonly RankPrizeItem[] = [
  { period: 'daily', ...parsed.daily },
  { period: 'weekly', ...parsed.weekly },
];
