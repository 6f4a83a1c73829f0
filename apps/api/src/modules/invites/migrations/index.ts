import type { Migration } from 'kysely';
import * as invites from './0029_invites';

/** The invites module's migrations; names are recorded in existing databases and never change. */
export const INVITES_MIGRATIONS: Record<string, Migration> = {
  '0029_invites': invites,
};
