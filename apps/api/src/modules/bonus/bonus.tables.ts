import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

/**
 * A locked bonus: money credited to a player and held (a ledger hold, `hold_id`) until the player has
 * wagered `wager_required` of its coin in the games since `created_at`; then `unlock` releases it once.
 */
export interface LockedBonusTable {
  id: Generated<number>;
  /** The id players see (a ledger-style ULID). */
  public_id: string;
  user_id: number;
  coin: string;
  amount: Money;
  wager_required: Money;
  /** What granted it and which of its things: (source, source_id) is unique, so a grant happens once. */
  source: string;
  source_id: string;
  hold_id: number;
  /** 'locked' | 'unlocked' */
  status: string;
  created_at: Ms;
  unlocked_at: Ms | null;
}

export interface BonusTables {
  locked_bonus: LockedBonusTable;
}
