import type { DbOrTrx } from '../../db/types';
import { prizeRepository } from './prize.repository';
import { SEED_PRIZES } from './prize-data';

/**
 * Adds the data file's prizes that the database does not have yet, at every start. A stored prize is
 * the operators' (the lucky_prizes catalogue): its weight, amount and state are left alone.
 */
export async function syncLuckyPrizes(db: DbOrTrx, now: number): Promise<void> {
  const stored = await prizeRepository.ids(db);
  await prizeRepository.insert(
    db,
    SEED_PRIZES.filter((p) => !stored.has(p.id)),
    now,
  );
}
