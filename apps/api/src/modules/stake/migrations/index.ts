import type { Migration } from 'kysely';
import * as stake from './0034_stake';

/** The stake module's migrations; names are recorded in existing databases and never change. */
export const STAKE_MIGRATIONS: Record<string, Migration> = {
  '0034_stake': stake,
};
