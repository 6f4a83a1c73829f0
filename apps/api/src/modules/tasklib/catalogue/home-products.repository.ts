import type { DbOrTrx } from '../../../db/types';
import type { ProductFields } from '../home-product-view';

const PRODUCT_COLUMNS = [
  'id',
  'code',
  'title',
  'description',
  'product_type',
  'color',
  'players',
  'reward_usd_cents',
  'disabled',
] as const;

/** What the console edits of a product: its art (`image_url`) is the data file's, not the operators'. */
export interface StoredProduct extends Omit<ProductFields, 'product_id' | 'image_url'> {
  id: number;
  disabled: boolean;
  /** Codes of the tabs it appears in, in tab order. */
  tabs: string[];
}

/** Product fields as the table holds them (tabs apart). */
export type ProductValues = Omit<StoredProduct, 'id' | 'disabled' | 'tabs'>;

/** SQL of the home catalogue as operators edit it: products, their tabs, the disabled flag. */
export const homeProductsRepository = {
  async page(db: DbOrTrx, offset: number, limit: number) {
    const [rows, count] = await Promise.all([
      db.selectFrom('product').select(PRODUCT_COLUMNS).orderBy('id').limit(limit).offset(offset).execute(),
      db
        .selectFrom('product')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: await withTabs(db, rows), total: Number(count.n) };
  },

  async byCode(db: DbOrTrx, code: string): Promise<StoredProduct | undefined> {
    const rows = await db.selectFrom('product').select(PRODUCT_COLUMNS).where('code', '=', code).execute();
    return (await withTabs(db, rows))[0];
  },

  async tabIds(db: DbOrTrx, codes: readonly string[]): Promise<Map<string, number>> {
    if (codes.length === 0) return new Map();
    const rows = await db.selectFrom('game_tab').select(['id', 'code']).where('code', 'in', codes).execute();
    return new Map(rows.map((r) => [r.code, Number(r.id)]));
  },

  async insert(trx: DbOrTrx, values: ProductValues, now: number): Promise<number> {
    const row = await trx
      .insertInto('product')
      .values({ ...values, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  async update(trx: DbOrTrx, id: number, values: Omit<ProductValues, 'code'>): Promise<void> {
    await trx.updateTable('product').set(values).where('id', '=', id).execute();
  },

  async setDisabled(trx: DbOrTrx, id: number, disabled: boolean): Promise<void> {
    await trx
      .updateTable('product')
      .set({ disabled: disabled ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  },

  /**
   * The product appears in exactly `tabIds`: links to other tabs go, a tab it already shows in keeps
   * its place, a new tab gets it last.
   */
  async setTabs(trx: DbOrTrx, productId: number, tabIds: readonly number[]): Promise<void> {
    let remove = trx.deleteFrom('game_tab_product').where('product_id', '=', productId);
    if (tabIds.length > 0) remove = remove.where('tab_id', 'not in', tabIds);
    await remove.execute();
    for (const tabId of tabIds) {
      const linked = await trx
        .selectFrom('game_tab_product')
        .select('sort')
        .where('tab_id', '=', tabId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      if (linked) continue;
      const last = await trx
        .selectFrom('game_tab_product')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .where('tab_id', '=', tabId)
        .executeTakeFirst();
      const sort = last?.sort === null || last?.sort === undefined ? 0 : Number(last.sort) + 1;
      await trx.insertInto('game_tab_product').values({ tab_id: tabId, product_id: productId, sort }).execute();
    }
  },
};

type ProductRow = { [K in (typeof PRODUCT_COLUMNS)[number]]: unknown } & {
  code: string;
  title: string;
  description: string;
  product_type: string;
  color: string;
};

async function withTabs(db: DbOrTrx, rows: ProductRow[]): Promise<StoredProduct[]> {
  const ids = rows.map((r) => Number(r.id));
  const links =
    ids.length === 0
      ? []
      : await db
          .selectFrom('game_tab_product as gtp')
          .innerJoin('game_tab as t', 't.id', 'gtp.tab_id')
          .select(['gtp.product_id', 't.code'])
          .where('gtp.product_id', 'in', ids)
          .orderBy('t.sort')
          .orderBy('t.id')
          .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    title: r.title,
    description: r.description,
    product_type: r.product_type,
    color: r.color,
    players: Number(r.players),
    reward_usd_cents: Number(r.reward_usd_cents),
    disabled: Number(r.disabled) === 1,
    tabs: links.filter((l) => Number(l.product_id) === Number(r.id)).map((l) => l.code),
  }));
}
