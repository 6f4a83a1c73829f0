import type { Migration } from 'kysely';
import * as market from './0036_market';

/** The market's migrations; names are recorded in existing databases and never change. */
export const MARKET_MIGRATIONS: Record<string, Migration> = {
  '0036_market': market,
};
