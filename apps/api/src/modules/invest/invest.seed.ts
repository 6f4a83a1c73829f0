import type { DbOrTrx } from '../../db/types';
import { type ProductTerms, productRepository } from './product.repository';

/** Demo products (db/seed.ts): a short WH one with an early exit, a locked KTHER one with a fixed return. */
export const DEMO_PRODUCTS: readonly ProductTerms[] = [
  {
    code: 'wh-7d',
    coin: 'WH',
    termDays: 7,
    returnKind: 'annual',
    rateBps: 800,
    min: 1_000n,
    max: 100_000n,
    cap: 10_000_000n,
    earlyExit: true,
    penaltyBps: 100,
    sort: 10,
  },
  {
    code: 'wh-30d',
    coin: 'WH',
    termDays: 30,
    returnKind: 'annual',
    rateBps: 1_200,
    min: 5_000n,
    max: 500_000n,
    cap: 20_000_000n,
    earlyExit: true,
    penaltyBps: 300,
    sort: 20,
  },
  {
    code: 'kther-90d',
    coin: 'KTHER',
    termDays: 90,
    returnKind: 'fixed',
    rateBps: 400,
    min: 1_000_000_000n,
    max: 100_000_000_000n,
    cap: 1_000_000_000_000n,
    earlyExit: false,
    penaltyBps: 0,
    sort: 30,
  },
];

export async function seedInvestProducts(trx: DbOrTrx, now: number): Promise<void> {
  for (const product of DEMO_PRODUCTS) await productRepository.insertMissing(trx, product, now);
}
