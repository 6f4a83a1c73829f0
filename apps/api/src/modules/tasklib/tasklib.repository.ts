import type { DbOrTrx } from '../../db/types';

export interface TabProductRow {
  tab_code: string;
  product_id: number;
  code: string;
  title: string;
  description: string;
  product_type: string;
  color: string;
  players: number;
  reward_usd_cents: number;
}

/** Tab codes that exist, in display order. */
export async function listTabCodes(db: DbOrTrx): Promise<string[]> {
  const rows = await db.selectFrom('game_tab').select('code').orderBy('sort').orderBy('id').execute();
  return rows.map((r) => r.code);
}

/** The products of the given tabs, one row per (tab, product), in tab then product order. */
export async function listTabProducts(db: DbOrTrx, tabCodes: readonly string[]): Promise<TabProductRow[]> {
  if (tabCodes.length === 0) return [];
  const rows = await db
    .selectFrom('game_tab_product as gtp')
    .innerJoin('game_tab as t', 't.id', 'gtp.tab_id')
    .innerJoin('product as p', 'p.id', 'gtp.product_id')
    .select([
      't.code as tab_code',
      'p.id as product_id',
      'p.code',
      'p.title',
      'p.description',
      'p.product_type',
      'p.color',
      'p.players',
      'p.reward_usd_cents',
    ])
    .where('t.code', 'in', tabCodes)
    .orderBy('t.sort')
    .orderBy('gtp.sort')
    .execute();
  return rows.map((r) => ({ ...r, players: Number(r.players), reward_usd_cents: Number(r.reward_usd_cents) }));
}
