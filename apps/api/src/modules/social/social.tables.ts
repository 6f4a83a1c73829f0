import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

/** A player's connection to a network: the network account and its tokens, sealed (lib/secret-box.ts). */
export interface SocialConnectionTable {
  id: Generated<number>;
  user_id: number;
  media_type: string;
  /** The account name on the network; unique per network: one player per network account. */
  account: string;
  /** SecretBox text, bound to `<media_type>:<user_id>`. */
  access_sealed: string;
  refresh_sealed: string | null;
  /** When the access token runs out; 0 when the network did not say. */
  expires_at: Ms;
  created_at: Ms;
  updated_at: Ms;
}

/** The messenger mini app's latest client auth info of a player (report_client_auth_info), JSON text. */
export interface SocialClientAuthTable {
  id: Generated<number>;
  user_id: number;
  platform: string;
  info: string;
  updated_at: Ms;
}

/** A creator's follow task: `slot_count` rewards of `reward` each, one ledger hold per reward. */
export interface FollowTaskTable {
  id: Generated<number>;
  /** The creator, a player (the profiles module links it to a creator's profile). */
  creator_id: number;
  media_type: string;
  /** Lower case, no "@". */
  handle: string;
  coin: string;
  reward: Money;
  slot_count: number;
  /** Rewards paid so far; a claim takes slot number paid_count by raising it under a guard. */
  paid_count: Generated<number>;
  expires_at: Ms;
  /** When it was closed (by its creator or at expiry) and the unpaid holds voided; null while open. */
  closed_at: Ms | null;
  created_at: Ms;
}

/** One reward of a task with its own hold; claimer_id unique per task: one reward per player. */
export interface FollowSlotTable {
  id: Generated<number>;
  task_id: number;
  idx: number;
  hold_id: number;
  claimer_id: number | null;
  claimed_at: Ms | null;
}

export interface SocialTables {
  social_connection: SocialConnectionTable;
  social_client_auth: SocialClientAuthTable;
  follow_task: FollowTaskTable;
  follow_slot: FollowSlotTable;
}
