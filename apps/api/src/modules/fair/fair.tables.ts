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
  /**
   * Until revealed_at: sealed (lib/secret-box.ts, bound to server_seed_hash) and never sent to a client;
   * from then on the seed in clear.
   */
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
