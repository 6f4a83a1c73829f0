import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';

/**
 * Runs a coin-moving act once per (user, request key): a retry answers the first act's record, and so
 * does a concurrent twin that lost (on the unique key, or on the pet's rest or the cap the first one
 * took: its refusal is not the answer while the first act exists). `find` reads the record by key;
 * `act` runs in one write transaction and stores it.
 */
export async function oncePerKey<T>(
  db: Db,
  find: (db: DbOrTrx) => Promise<T | undefined>,
  act: (trx: DbOrTrx) => Promise<T>,
): Promise<T> {
  const earlier = await find(db);
  if (earlier) return earlier;
  try {
    return await writeTransaction(db, async (trx) => (await find(trx)) ?? act(trx));
  } catch (error) {
    const first = await find(db);
    if (first) return first;
    throw error;
  }
}
