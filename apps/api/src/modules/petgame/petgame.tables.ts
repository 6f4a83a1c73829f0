import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

/** The fair round a play or a roll used (round-record.ts). */
export interface RoundColumns {
  seed_pair_id: number;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  /** JSON array of the weights float 0 was read against: the outcomes' (a play), the prize table's (a roll). */
  weights: string;
}

/** One round a pet played in /petGame, once per (user, request key): what it earned and the fair round. */
export interface PetgamePlayTable extends RoundColumns {
  id: Generated<number>;
  user_id: number;
  request_key: string;
  pet_public_id: string;
  /** The UTC day (YYYY-MM-DD) whose cap the reward counts against. */
  day: string;
  outcome: string;
  coin: string;
  /** Paid, after the daily cap (always above zero: at the cap the play is refused). */
  reward: Money;
  /** The reward before the cap clipped it. */
  full_reward: Money;
  tx_public_id: string;
  created_at: Ms;
}

/**
 * A player's earnings of one UTC day: the cap is enforced by one conditional update of this row
 * (petgame-day.repository.ts), so concurrent plays never pay past it on either database.
 */
export interface PetgameDayTable {
  id: Generated<number>;
  user_id: number;
  day: string;
  earned: Money;
  /** What the last update added (read back with RETURNING in the same statement). */
  last_grant: Money;
}

/** When each pet may play again: its rest is taken by one conditional update, so one pet plays once per rest. */
export interface PetgameRestTable {
  id: Generated<number>;
  pet_public_id: string;
  next_play_at: Ms;
}

/** One /rollnft roll, once per (user, request key): the price, the fair round and the prize. */
export interface PetgameRollTable extends RoundColumns {
  id: Generated<number>;
  user_id: number;
  request_key: string;
  coin: string;
  price: Money;
  pay_tx_public_id: string;
  prize_index: number;
  prize_kind: 'pet' | 'coins';
  /** A pet prize's rarity and the minted pet. */
  prize_rarity: string | null;
  pet_public_id: string | null;
  /** The coins won (a coin prize). */
  prize_amount: Money | null;
  prize_tx_public_id: string | null;
  created_at: Ms;
}

export interface PetgameTables {
  petgame_play: PetgamePlayTable;
  petgame_day: PetgameDayTable;
  petgame_rest: PetgameRestTable;
  petgame_roll: PetgameRollTable;
}
