import type { Migration } from 'kysely';
import * as profiles from './0039_profiles';

/** The profiles module's migrations; names are recorded in existing databases and never change. */
export const PROFILES_MIGRATIONS: Record<string, Migration> = {
  '0039_profiles': profiles,
};
