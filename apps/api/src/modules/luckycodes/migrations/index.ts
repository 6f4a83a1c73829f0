import type { Migration } from 'kysely';
import * as luckyCodes from './0030_lucky_codes';

/** The lucky codes' migrations; names are recorded in existing databases and never change. */
export const LUCKY_CODES_MIGRATIONS: Record<string, Migration> = {
  '0030_lucky_codes': luckyCodes,
};
