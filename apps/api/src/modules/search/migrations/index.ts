import type { Migration } from 'kysely';
import * as search from './0042_search';

/** The search module's migrations; names are recorded in existing databases and never change. */
export const SEARCH_MIGRATIONS: Record<string, Migration> = {
  '0042_search': search,
};
