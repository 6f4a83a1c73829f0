import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

/**
 * One prize of a draw's table (issue 13): seeded from data/prizes.json, then the operators' (the
 * console's lucky_prizes catalogue). Disabled prizes leave the table at the next draw.
 */
export interface LuckyPrizeTable {
  id: string;
  /** 'lucky_spin' | 'free_lottery' */
  game: string;
  /** Wheel order, ascending (ties by id). */
  position: number;
  label_key: string;
  /** 'coin' | 'locked_bonus' | 'nothing' */
  kind: string;
  coin: string;
  /** Base units of `coin`. */
  amount: Money;
  /** A locked bonus's wagering requirement in tenths of the amount (25 = 2.5x); 0 otherwise. */
  wager_multiple_tenths: number;
  weight: number;
  disabled: Generated<number>;
  created_at: Ms;
  updated_at: Ms;
}

/** Chances granted: (user, game, source, source_id) is unique, so each grant happens once. */
export interface LuckyChanceGrantTable {
  id: Generated<number>;
  user_id: number;
  game: string;
  /** 'daily' | 'wager' | 'newbie' | another module's name */
  source: string;
  source_id: string;
  chances: number;
  created_at: Ms;
}

/**
 * Per player and game: chances granted (the sum of the grants) and used (draws). A draw takes a chance
 * with one conditional update (`used < granted`), which is what makes one chance one draw.
 */
export interface LuckyChanceTallyTable {
  user_id: number;
  game: string;
  granted: number;
  used: number;
}

/** One draw: the prize as it was, what paid it, and the fair data to recompute it. */
export interface LuckyDrawTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  game: string;
  /** The client's key (or the public id when none was given): (user, game, key) is unique. */
  request_key: string;
  prize_id: string;
  prize_index: number;
  label_key: string;
  kind: string;
  coin: string;
  amount: Money;
  wager_multiple_tenths: number;
  seed_pair_id: number;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  /** JSON array of the table's weights at the draw, wheel order. */
  weights: string;
  tx_public_id: string | null;
  bonus_public_id: string | null;
  created_at: Ms;
}

export interface LuckyTables {
  lucky_prize: LuckyPrizeTable;
  lucky_chance_grant: LuckyChanceGrantTable;
  lucky_chance_tally: LuckyChanceTallyTable;
  lucky_draw: LuckyDrawTable;
}
