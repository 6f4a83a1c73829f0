import type { Migration } from 'kysely';
import * as lockedBonus from './0017_locked_bonus';

/** The locked bonuses' migrations; names are recorded in existing databases and never change. */
export const BONUS_MIGRATIONS: Record<string, Migration> = {
  '0017_locked_bonus': lockedBonus,
};
