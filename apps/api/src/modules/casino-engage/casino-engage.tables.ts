import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

/** The prizes of one ranking period (daily, weekly): seeded from data/rank-prizes.json, then the operators'. */
export interface RankPrizeConfTable {
  period: string;
  coin: string;
  /** JSON array of decimal amounts: index 0 is rank 1's prize. */
  prizes: string;
  /** 1: the period pays no prizes (an operator disabled it). */
  disabled: Generated<number>;
  updated_at: Ms;
}

/** A closed period whose winners were fixed (one row per period, even with no winner). */
export interface RankSettlementTable {
  period: string;
  period_key: string;
  /** When the period closed (its window's end): prizes can be received for a while after it. */
  ends_at: Ms;
  settled_at: Ms;
}

/** A winner of a closed period and the prize fixed for the rank when it closed. */
export interface RankWinnerTable {
  period: string;
  period_key: string;
  rank: number;
  user_id: number;
  /** What the player wagered in the period (base units of WH), as ranked. */
  wagered: Money;
  coin: string;
  amount: Money;
}

/** A ranking prize paid: the primary key (period, period_key, user_id) is what makes it pay once. */
export interface RankPrizeClaimTable {
  period: string;
  period_key: string;
  user_id: number;
  rank: number;
  coin: string;
  amount: Money;
  /** The ledger transaction that paid it (its public id). */
  tx_public_id: string;
  claimed_at: Ms;
}

/** An operator's popup (the casino_popups catalogue): the item is the shared contract's, as JSON. */
export interface CasinoPopupTable {
  id: string;
  item: string;
  sort: number;
  disabled: Generated<number>;
  created_at: Ms;
  updated_at: Ms;
}

/** When a player was last shown a popup (its frequency rule reads it); one row per (player, popup). */
export interface CasinoPopupViewTable {
  user_id: number;
  popup_id: string;
  first_shown_at: Ms;
  last_shown_at: Ms;
  times: number;
}

/** The player's profile on the casino brand: the country chosen there and the Google Analytics client id. */
export interface CasinoPlayerProfileTable {
  user_id: number;
  country: string | null;
  ga_client_id: string | null;
  updated_at: Ms;
}

/** A player action reported by the client (report_user_action): allow-listed names, bounded params JSON. */
export interface CasinoUserActionTable {
  id: Generated<number>;
  user_id: number;
  action: string;
  params: string;
  created_at: Ms;
}

export interface CasinoEngageTables {
  rank_prize_conf: RankPrizeConfTable;
  rank_settlement: RankSettlementTable;
  rank_winner: RankWinnerTable;
  rank_prize_claim: RankPrizeClaimTable;
  casino_popup: CasinoPopupTable;
  casino_popup_view: CasinoPopupViewTable;
  casino_player_profile: CasinoPlayerProfileTable;
  casino_user_action: CasinoUserActionTable;
}
