import type { Migration } from 'kysely';
import * as casinoCatalogue from './0012_casino_catalogue';

/** The casino module's migrations; names are recorded in existing databases and never change. */
export const CASINO_MIGRATIONS: Record<string, Migration> = {
  '0012_casino_catalogue': casinoCatalogue,
};
