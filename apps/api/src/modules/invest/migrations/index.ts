import type { Migration } from 'kysely';
import * as invest from './0032_invest';

/** The invest module's migrations; names are recorded in existing databases and never change. */
export const INVEST_MIGRATIONS: Record<string, Migration> = {
  '0032_invest': invest,
};
