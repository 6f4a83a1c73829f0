import type { Migration } from 'kysely';
import * as social from './0041_social';

/** The social module's migrations; names are recorded in existing databases and never change. */
export const SOCIAL_MIGRATIONS: Record<string, Migration> = {
  '0041_social': social,
};
