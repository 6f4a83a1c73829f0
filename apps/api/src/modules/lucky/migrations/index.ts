import type { Migration } from 'kysely';
import * as luckyDraws from './0018_lucky_draws';

/** The lucky draws' migrations; names are recorded in existing databases and never change. */
export const LUCKY_MIGRATIONS: Record<string, Migration> = {
  '0018_lucky_draws': luckyDraws,
};
