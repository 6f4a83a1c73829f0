import type { Transaction } from 'kysely';
import { seedInvestProducts } from '../modules/invest';
import { seedLibraryGuides } from '../modules/posts';
import { seedHomeCatalogue } from '../modules/tasklib/tasklib.seed';
import { seedLedger } from '../modules/wallet/wallet.seed';
import { writeTransaction } from './transaction';
import type { DB, Db } from './types';

/** Each module declares its demo data (modules/<area>/<area>.seed.ts); they run in this order. */
const SEEDS: readonly ((trx: Transaction<DB>, now: number) => Promise<void>)[] = [
  seedHomeCatalogue,
  seedLedger,
  seedInvestProducts,
  seedLibraryGuides,
];

/** Demo data. Idempotent: running it again converges on the same rows. */
export async function seedDemoData(db: Db, now = Date.now()): Promise<void> {
  await writeTransaction(db, async (trx) => {
    for (const seed of SEEDS) await seed(trx, now);
  });
}
