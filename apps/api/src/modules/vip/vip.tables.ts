import type { Money, Ms } from '../../db/column-types';

/** A VIP level's reward as paid to a player: one row per (player, level), so each level pays once. */
export interface VipRewardClaimTable {
  user_id: number;
  level: number;
  coin: string;
  amount: Money;
  /** The ledger transaction that paid it (its public id). */
  tx_public_id: string;
  claimed_at: Ms;
}

export interface VipTables {
  vip_reward_claim: VipRewardClaimTable;
}
