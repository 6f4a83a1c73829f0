import type { DbOrTrx } from '../../db/types';
import type { ProductFields } from './home-product-view';

/** A product as one of a tab's rows. */
export interface TabProductRow extends ProductFields {
  tab_code: string;
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
      'p.image_url',
    ])
    .where('t.code', 'in', tabCodes)
    .where('p.disabled', '=', 0)
    .orderBy('t.sort')
    .orderBy('gtp.sort')
    .execute();
  return rows.map((r) => ({ ...r, players: Number(r.players), reward_usd_cents: Number(r.reward_usd_cents) }));
}

export interface TaskProfileInit {
  firstInitAt: number;
  initCount: number;
}

/**
 * Records one init of the user's task profile: creates the row on the first, else moves last_init_at
 * and counts. One upsert statement, so two concurrent first inits still make one row (the second
 * counts as a repeat).
 */
export async function recordTaskProfileInit(db: DbOrTrx, userId: number, nowMs: number): Promise<TaskProfileInit> {
  const row = await db
    .insertInto('task_profile')
    .values({ user_id: userId, first_init_at: nowMs, last_init_at: nowMs, init_count: 1 })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        last_init_at: eb.ref('excluded.last_init_at'),
        init_count: eb('task_profile.init_count', '+', 1),
      })),
    )
    .returning(['first_init_at', 'init_count'])
    .executeTakeFirstOrThrow();
  return { firstInitAt: Number(row.first_init_at), initCount: Number(row.init_count) };
}
