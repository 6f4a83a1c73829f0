import type { Generated } from 'kysely';
import type { Ms } from '../../db/column-types';

export interface GameTabTable {
  id: Generated<number>;
  code: string;
  sort: number;
}

export interface ProductTable {
  id: Generated<number>;
  code: string;
  title: string;
  description: string;
  product_type: string;
  color: string;
  players: number;
  /** USD cents. */
  reward_usd_cents: number;
  /** 1: hidden from players (an operator disabled it, issue 11); products are never deleted. */
  disabled: Generated<number>;
  created_at: Ms;
}

export interface GameTabProductTable {
  tab_id: number;
  product_id: number;
  sort: number;
}

/** The task service's profile of a user (POST /cpl/init). */
export interface TaskProfileTable {
  user_id: number;
  first_init_at: Ms;
  last_init_at: Ms;
  init_count: number;
}

/** The task library's tables: the home page's tabs and products, and each user's task profile. */
export interface TasklibTables {
  game_tab: GameTabTable;
  product: ProductTable;
  game_tab_product: GameTabProductTable;
  task_profile: TaskProfileTable;
}
