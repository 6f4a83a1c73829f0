import type { Migration } from 'kysely';
import * as giftCodes from './0028_gift_codes';

/** The gifts module's migrations; names are recorded in existing databases and never change. */
export const GIFTS_MIGRATIONS: Record<string, Migration> = {
  '0028_gift_codes': giftCodes,
};
