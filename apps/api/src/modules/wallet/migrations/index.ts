import type { Migration } from 'kysely';
import * as ledger from './0003_ledger';

/** The wallet's migrations; names are recorded in existing databases and never change. */
export const WALLET_MIGRATIONS: Record<string, Migration> = {
  '0003_ledger': ledger,
};
