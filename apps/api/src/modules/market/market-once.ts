import { BodyCode } from '@app/shared';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../lib/api-error';
import { type MarketAct, marketActRepository } from './market.repository';

/**
 * Runs a buy or a bid once per (user, request key) in one write transaction that also stores its
 * record: a retry, or a concurrent twin that lost on the unique key (its coins rolled back with it),
 * answers the first one's record. The same key for another listing or act: IDEMPOTENCY_CONFLICT.
 */
export async function marketOnce(
  db: Db,
  key: { userId: number; requestKey: string; kind: MarketAct['kind']; listingId: number },
  act: (trx: DbOrTrx) => Promise<MarketAct>,
): Promise<MarketAct> {
  const earlierOf = async (from: DbOrTrx) => {
    const earlier = await marketActRepository.byKey(from, key.userId, key.requestKey);
    if (earlier && (earlier.kind !== key.kind || earlier.listingId !== key.listingId))
      throw new ApiError(BodyCode.IDEMPOTENCY_CONFLICT);
    return earlier;
  };
  const done = await earlierOf(db);
  if (done) return done;
  try {
    return await writeTransaction(db, async (trx) => {
      const twin = await earlierOf(trx);
      if (twin) return twin;
      const record = await act(trx);
      await marketActRepository.insert(trx, record);
      return record;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const first = await earlierOf(db);
      if (first) return first;
    }
    throw error;
  }
}
