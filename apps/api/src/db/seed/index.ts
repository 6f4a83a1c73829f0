import { writeTransaction } from '../transaction';
import type { Db } from '../types';
import { seedHomeCatalogue } from './home-catalogue';
import { seedLedger } from './ledger';

/**
 * Demo data. Idempotent: running it again converges on the same rows. Later issues add their own
 * seed functions here, each in its own file.
 */
export async function seedDemoData(db: Db, now = Date.now()): Promise<void> {
  await writeTransaction(db, async (trx) => {
    await seedHomeCatalogue(trx, now);
    await seedLedger(trx, now);
  });
}
