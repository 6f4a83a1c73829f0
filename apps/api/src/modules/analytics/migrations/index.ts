import type { Migration } from 'kysely';
import * as analytics from './0004_analytics';

/** The analytics collector's migrations; names are recorded in existing databases and never change. */
export const ANALYTICS_MIGRATIONS: Record<string, Migration> = {
  '0004_analytics': analytics,
};
