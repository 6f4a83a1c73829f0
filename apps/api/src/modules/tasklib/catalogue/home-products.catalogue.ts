import { BodyCode } from '@app/shared';
import { HOME_PRODUCTS_CATALOGUE, type HomeProductItem, ZHomeProductItem } from '@app/shared/tasklib/catalogue-item';
import type { DbOrTrx } from '../../../db/types';
import { ApiError, invalidField } from '../../../lib/api-error';
import type { CatalogueEditor, CatalogueRow } from '../../ops';
import { toHomeProduct } from '../home-product-view';
import { homeProductsRepository as repo, type StoredProduct } from './home-products.repository';

const cents = (usd: string) => Math.round(Number(usd) * 100);

function itemOf(p: StoredProduct): HomeProductItem {
  return {
    code: p.code,
    title: p.title,
    description: p.description,
    product_type: p.product_type as HomeProductItem['product_type'],
    color: p.color,
    players: p.players,
    reward_usd: (p.reward_usd_cents / 100).toFixed(2),
    tabs: p.tabs,
  };
}

const rowOf = (p: StoredProduct): CatalogueRow<HomeProductItem> => ({
  id: p.code,
  disabled: p.disabled,
  item: itemOf(p),
});

const valuesOf = (item: HomeProductItem) => ({
  title: item.title,
  description: item.description,
  product_type: item.product_type,
  color: item.color.toUpperCase(),
  players: item.players,
  reward_usd_cents: cents(item.reward_usd),
});

async function existing(db: DbOrTrx, code: string): Promise<StoredProduct> {
  const product = await repo.byCode(db, code);
  if (!product) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such product', { field: 'id' });
  return product;
}

async function tabIdsOf(db: DbOrTrx, tabs: readonly string[]): Promise<number[]> {
  const ids = await repo.tabIds(db, tabs);
  const unknown = tabs.find((code) => !ids.has(code));
  if (unknown !== undefined) throw invalidField('item.tabs', `no tab "${unknown}"`);
  return tabs.map((code) => ids.get(code) as number);
}

/**
 * The home page's products (POST /game_tab/homepage) as an operator catalogue (issue 11). The id is the
 * product's code; a disabled product leaves the home page at once (the next read) and comes back when
 * enabled. The seed fills it only in a new database (tasklib.seed.ts).
 */
export function homeProductsCatalogue(now: () => number): CatalogueEditor<HomeProductItem> {
  return {
    name: HOME_PRODUCTS_CATALOGUE,
    title: 'Home page games and offers',
    schema: ZHomeProductItem,
    fields: ['code', 'title', 'description', 'product_type', 'color', 'players', 'reward_usd', 'tabs'],
    idField: 'code',
    async list(db, offset, limit) {
      const { rows, total } = await repo.page(db, offset, limit);
      return { rows: rows.map(rowOf), total };
    },
    async get(db, id) {
      const product = await repo.byCode(db, id);
      return product && rowOf(product);
    },
    async check(db, item, id) {
      if (id !== undefined && item.code !== id) throw invalidField('item.code', 'cannot change: it is the id');
      await tabIdsOf(db, item.tabs);
    },
    async create(trx, item) {
      if (await repo.byCode(trx, item.code)) throw invalidField('item.code', 'is taken', BodyCode.CONFLICT);
      const id = await repo.insert(trx, { code: item.code, ...valuesOf(item) }, now());
      await repo.setTabs(trx, id, await tabIdsOf(trx, item.tabs));
      return item.code;
    },
    async update(trx, id, item) {
      const product = await existing(trx, id);
      await repo.update(trx, product.id, valuesOf(item));
      await repo.setTabs(trx, product.id, await tabIdsOf(trx, item.tabs));
    },
    async setDisabled(trx, id, disabled) {
      await repo.setDisabled(trx, (await existing(trx, id)).id, disabled);
    },
    preview(item) {
      // The preview has no stored row to read the art from: the tile's generic mark stands in for it.
      return toHomeProduct({ product_id: 0, ...valuesOf(item), code: item.code, image_url: '' });
    },
  };
}
