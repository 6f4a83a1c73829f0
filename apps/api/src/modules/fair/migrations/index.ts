import type { Migration } from 'kysely';
import * as fairSeeds from './0013_fair_seeds';

/** The provably fair module's migrations; names are recorded in existing databases and never change. */
export const FAIR_MIGRATIONS: Record<string, Migration> = {
  '0013_fair_seeds': fairSeeds,
};
