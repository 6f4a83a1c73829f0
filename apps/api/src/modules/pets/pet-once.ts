import { BodyCode } from '@app/shared';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../lib/api-error';
import { type PetAct, petActRepository } from './pet-act.repository';

/**
 * Runs a coin-moving pet act once per (user, request key): a retry (or a concurrent twin that lost on
 * the unique key, its payment rolled back with it) answers the first act's record. The same key for
 * another act or pet is IDEMPOTENCY_CONFLICT. `act` runs in one write transaction and stores its record.
 */
export async function oncePerKey(
  db: Db,
  key: { userId: number; requestKey: string; kind: PetAct['kind']; petId: number },
  act: (trx: DbOrTrx) => Promise<PetAct>,
): Promise<{ act: PetAct; replay: boolean }> {
  const same = (earlier: PetAct) => {
    if (earlier.kind !== key.kind || earlier.petId !== key.petId) throw new ApiError(BodyCode.IDEMPOTENCY_CONFLICT);
    return { act: earlier, replay: true };
  };
  const earlier = await petActRepository.byKey(db, key.userId, key.requestKey);
  if (earlier) return same(earlier);
  try {
    return await writeTransaction(db, async (trx) => {
      const twin = await petActRepository.byKey(trx, key.userId, key.requestKey);
      if (twin) return same(twin);
      const record = await act(trx);
      await petActRepository.insert(trx, record);
      return { act: record, replay: false };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const first = await petActRepository.byKey(db, key.userId, key.requestKey);
      if (first) return same(first);
    }
    throw error;
  }
}
