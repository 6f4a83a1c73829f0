import type { Migration } from 'kysely';
import * as usersSessions from './0002_users_sessions';
import * as signInHardening from './0006_sign_in_hardening';
import * as sessionEpoch from './0008_session_epoch';

/** The auth module's migrations; names are recorded in existing databases and never change. */
export const AUTH_MIGRATIONS: Record<string, Migration> = {
  '0002_users_sessions': usersSessions,
  '0006_sign_in_hardening': signInHardening,
  '0008_session_epoch': sessionEpoch,
};
