import type { Migration } from 'kysely';
import * as gameRounds from './0014_game_rounds';

/** The games module's migrations; names are recorded in existing databases and never change. */
export const GAMES_MIGRATIONS: Record<string, Migration> = {
  '0014_game_rounds': gameRounds,
};
