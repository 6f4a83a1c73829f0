import type { Generated } from 'kysely';
import type { Ms } from '../../db/column-types';

/** One game of the catalogue; seeded from data/games.json, then the operators' (never deleted). */
export interface CasinoGameTable {
  /** The slug ("house-tiger"). */
  id: string;
  provider_id: string;
  category: string;
  /** JSON object locale → name; a brand title may list en-US only (the others fall back to it). */
  names: string;
  /** Every name folded (lower case, no accents), one a line: what search_games matches. */
  search_text: string;
  /** Return to player in basis points (9650 = 96.5 %), an integer so both databases compare it alike. */
  rtp_bp: number;
  volatility: string;
  sort: number;
  /** Comma-separated tags ("hot,new"). */
  tags: string;
  max_win_multiplier: number | null;
  /** 1: hidden from players (an operator disabled it). */
  disabled: Generated<number>;
  created_at: Ms;
  updated_at: Ms;
}

/** The last time a user started a game (spec 7.7 inbet/recent_started_games); one row per user and game. */
export interface CasinoGameStartTable {
  user_id: number;
  game_id: string;
  started_at: Ms;
}

export interface CasinoTables {
  casino_game: CasinoGameTable;
  casino_game_start: CasinoGameStartTable;
}
