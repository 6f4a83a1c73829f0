import type { Ms } from '../../db/column-types';

/** A badge tier a player earned (migration 0044_honor): the key (user_id, badge_id, tier) makes it once. */
export interface HonorAwardTable {
  user_id: number;
  /** @app/shared/honor/honor-badges HONOR_BADGES id. */
  badge_id: string;
  /** 1 for the first goal, 2 for the second ... */
  tier: number;
  earned_at: Ms;
}

/** The evaluation job's rolling pass over the players: the last user id it evaluated. */
export interface HonorCursorTable {
  name: string;
  cursor: number;
  updated_at: Ms;
}

export interface HonorTables {
  honor_award: HonorAwardTable;
  honor_cursor: HonorCursorTable;
}
