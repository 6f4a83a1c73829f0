import type { Migration } from 'kysely';
import * as pets from './0035_pets';

/** The pets' migrations; names are recorded in existing databases and never change. */
export const PETS_MIGRATIONS: Record<string, Migration> = {
  '0035_pets': pets,
};
