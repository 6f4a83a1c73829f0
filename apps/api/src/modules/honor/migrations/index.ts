import type { Migration } from 'kysely';
import * as honor from './0044_honor';

/** The honor module's migrations; names are recorded in existing databases and never change. */
export const HONOR_MIGRATIONS: Record<string, Migration> = {
  '0044_honor': honor,
};
