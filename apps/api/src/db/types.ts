import type { Generated, Kysely, Transaction } from 'kysely';

/**
 * Table types. Timestamps are unix milliseconds in BIGINT columns; repositories convert them with
 * Number() because PostgreSQL's driver hands BIGINT back as a string. Money columns (later issues)
 * are BIGINT base units and are converted with BigInt(), never Number().
 */
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
  created_at: number | string;
}

export interface GameTabProductTable {
  tab_id: number;
  product_id: number;
  sort: number;
}

export interface DB {
  game_tab: GameTabTable;
  product: ProductTable;
  game_tab_product: GameTabProductTable;
}

export type Db = Kysely<DB>;
/** Repositories take either the database or an open transaction. */
export type DbOrTrx = Kysely<DB> | Transaction<DB>;
export type DatabaseKind = 'sqlite' | 'postgres';
