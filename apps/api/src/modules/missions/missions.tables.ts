import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

/** A mission (issue 15): seeded from data/missions.json, then edited as the `missions` catalogue. */
export interface MissionDefTable {
  id: string;
  /** 'daily' | 'retention' | 'newbie' */
  section: string;
  /** What it counts (MISSION_EVENT_KINDS). */
  kind: string;
  target: number;
  coin: string;
  /** Base units of `coin`. */
  reward_units: Money;
  /** Order within its section (ascending; ties by id). */
  sort: number;
  disabled: Generated<number>;
  created_at: Ms;
  updated_at: Ms;
}

/**
 * What happened that missions count (issue 15): one row per (player, kind, ref), so a replayed event
 * (the same round synced twice, a conversion credited again, a second /cpl/init the same day) counts once.
 */
export interface MissionEventTable {
  id: Generated<number>;
  user_id: number;
  /** 'signin' | 'game_round' | 'offer_completed' (MISSION_EVENT_KINDS). */
  kind: string;
  /** The source's own id: the UTC day of a sign-in, a round's public id, a conversion's id. */
  ref: string;
  /** When it happened (unix ms): the periods count by this. */
  at: Ms;
  created_at: Ms;
}

/** A mission reward paid: (player, mission, period) is unique, so each period pays once. */
export interface MissionClaimTable {
  id: Generated<number>;
  user_id: number;
  mission_id: string;
  period_key: string;
  coin: string;
  amount: Money;
  /** The ledger transaction that paid it (its public id). */
  tx_public_id: string;
  claimed_at: Ms;
}

export interface MissionsTables {
  mission_def: MissionDefTable;
  mission_event: MissionEventTable;
  mission_claim: MissionClaimTable;
}
