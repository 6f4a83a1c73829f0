import type { Generated } from 'kysely';
import type { Ms } from '../../db/column-types';

/**
 * One provably fair seed pair of a player in one scope (a product: house-games, later lucky spin...).
 * The current pair has current_slot = 1 (unique per user and scope); a revealed pair has NULL there,
 * which unique indexes on both databases let repeat.
 */
export interface FairSeedPairTable {
  id: Generated<number>;
  user_id: number;
  scope: string;
  /** Secret until revealed_at; never sent to a client before that. */
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** The nonce the next round takes; after reveal, the number of rounds played. */
  next_nonce: number;
  current_slot: number | null;
  created_at: Ms;
  revealed_at: Ms | null;
}

export interface FairTables {
  fair_seed_pair: FairSeedPairTable;
}
