import type { Migration } from 'kysely';
import * as casinoSignIn from './0019_casino_sign_in';

/** The casino brand sign-in's migrations; names are recorded in existing databases and never change. */
export const CASINO_AUTH_MIGRATIONS: Record<string, Migration> = {
  '0019_casino_sign_in': casinoSignIn,
};
