import type { Migration } from 'kysely';
import * as casinoEngage from './0020_casino_engage';

/** The casino brand's engagement calls' migrations; names are recorded in existing databases and never change. */
export const CASINO_ENGAGE_MIGRATIONS: Record<string, Migration> = {
  '0020_casino_engage': casinoEngage,
};
