import type { DbOrTrx } from '../../db/types';
import { SEED_RANK_PRIZES } from './ranking/rank-prizes-data';
import { rankingRepository } from './ranking/ranking.repository';

/**
 * Adds the data file's ranking prizes for a period the database has none of yet, at every start. A
 * period already stored is the operators' (the console's rank_prizes catalogue): left alone.
 */
export async function syncRankPrizes(db: DbOrTrx, now: number): Promise<void> {
  for (const conf of SEED_RANK_PRIZES) await rankingRepository.insertPrizeConf(db, conf, now);
}
