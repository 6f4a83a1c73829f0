import type { Migration } from 'kysely';
import * as search from './0042_search';
import * as playersByCreation from './0045_players_by_creation';

/** The search module's migrations; names are recorded in existing databases and never change. */
export const SEARCH_MIGRATIONS: Record<string, Migration> = {
  '0042_search': search,
  '0045_players_by_creation': playersByCreation,
};
