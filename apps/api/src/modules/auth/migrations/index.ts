import type { Migration } from 'kysely';
import * as usersSessions from './0002_users_sessions';

/** The auth module's migrations; names are recorded in existing databases and never change. */
export const AUTH_MIGRATIONS: Record<string, Migration> = {
  '0002_users_sessions': usersSessions,
};
