import type { Migration } from 'kysely';
import * as missions from './0027_missions';

/** The missions module's migrations; names are recorded in existing databases and never change. */
export const MISSIONS_MIGRATIONS: Record<string, Migration> = {
  '0027_missions': missions,
};
