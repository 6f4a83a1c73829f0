import type { Migration } from 'kysely';
import * as petgame from './0037_petgame';

/** The pet game's and the NFT roll's migrations; names are recorded in existing databases and never change. */
export const PETGAME_MIGRATIONS: Record<string, Migration> = {
  '0037_petgame': petgame,
};
