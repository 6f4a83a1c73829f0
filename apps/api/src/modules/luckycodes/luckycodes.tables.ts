import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

/**
 * One lucky code (issue 16): bought at a tier's price, opened once by whoever holds it. The opening
 * columns stay null until then; the prize and its fair data are stored as drawn, so the code verifies
 * after any edit of data/lucky-codes.json.
 */
export interface LuckyCodeTable {
  id: Generated<number>;
  /** 16 Crockford base-32 characters, random: the code is the secret that lets one open it. */
  code: string;
  tier: string;
  buyer_id: number;
  /** The buyer's key: (buyer_id, request_key) is unique, so a retried purchase buys once. */
  request_key: string;
  coin: string;
  price: Money;
  buy_tx_public_id: string;
  created_at: Ms;
  opened_by: number | null;
  opened_at: Ms | null;
  prize_index: number | null;
  prize_amount: Money | null;
  seed_pair_id: number | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
  /** JSON array of the tier's weights at the opening. */
  weights: string | null;
  prize_tx_public_id: string | null;
}

export interface LuckyCodesTables {
  lucky_code: LuckyCodeTable;
}
