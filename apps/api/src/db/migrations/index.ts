import type { Migration } from 'kysely';
import * as m0001 from './0001_home_catalogue';
import * as m0002 from './0002_users_sessions';
import * as m0003 from './0003_ledger';
import * as m0004 from './0004_analytics';
import * as m0005 from './0005_task_profile';

/**
 * Every migration, in order. Names sort lexically and are never renamed once landed; a new migration
 * gets the next number. They are listed in code (not read from a folder) so that they ship with any
 * bundle and run the same under tsx, vitest and the production server.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_home_catalogue': m0001,
  '0002_users_sessions': m0002,
  '0003_ledger': m0003,
  '0004_analytics': m0004,
  '0005_task_profile': m0005,
};
