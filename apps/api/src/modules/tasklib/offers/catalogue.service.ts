import { BodyCode } from '@app/shared';
import type { ProductCard, ProductDetail, TaskItem } from '@app/shared/tasklib/offer-contracts';
import type { Db } from '../../../db/types';
import { ApiError } from '../../../lib/api-error';
import { listTabCodes } from '../tasklib.repository';
import { clickRepository } from '../tasks/click.repository';
import { offerRepository } from './offer.repository';
import type { OfferRow, ProductRow } from './offer-rows';
import { offersOf, shelfFor } from './offer-shelf';
import { type OfferShelf, pageOf, rewardSummary, toProductCard, toTaskItem } from './offer-view';

export type Strategy = 'hot' | 'new' | 'reward';

/** Who asks: the country decides what is offered; a signed-in player also sees their task states. */
export interface Viewer {
  country: string;
  /** 0 when signed out. */
  userId: number;
}

const rewardCents = (card: ProductCard) => Math.round(Number(card.reward_usd) * 100);

/** The three recommend orders: most players, newest, highest total reward (ties: the other two, then id). */
const ORDERS: Record<Strategy, (a: ProductCard, b: ProductCard) => number> = {
  hot: (a, b) => b.players - a.players || b.created_at - a.created_at || a.productId - b.productId,
  new: (a, b) => b.created_at - a.created_at || b.productId - a.productId,
  reward: (a, b) => rewardCents(b) - rewardCents(a) || b.players - a.players || a.productId - b.productId,
};

/** The task library's catalogue reads (issue 15): products with their offers, per country. */
export class OfferCatalogue {
  constructor(private readonly db: Db) {}

  /** POST /cpl/product_list: products with at least one task offered in the country, by display order. */
  async productList(viewer: Viewer, category: string | undefined, page: number, size: number) {
    const cards = await this.cards(viewer.country, (p) => !category || p.category === category);
    return pageOf(cards.sort(ORDERS.hot), page, size);
  }

  /** POST /game_tab/recommend: one category (or all) by strategy. */
  async recommend(viewer: Viewer, catelogId: string | undefined, strategy: Strategy, page: number, size: number) {
    const cards = await this.cards(viewer.country, (p) => !catelogId || p.category === catelogId);
    return { ...pageOf(cards.sort(ORDERS[strategy]), page, size), strategy };
  }

  /** POST /game_tab/search: products whose title or texts (or a task's title) contain the keyword. */
  async search(viewer: Viewer, keyword: string, page: number, size: number) {
    const ids = await offerRepository.searchProductIds(this.db, keyword);
    const cards = await this.cards(viewer.country, (p) => ids.has(p.id));
    return { ...pageOf(cards.sort(ORDERS.hot), page, size), keyword };
  }

  /** POST /game_tab/categories: categories with products in the country, and the home page's tabs. */
  async categories(viewer: Viewer) {
    const cards = await this.cards(viewer.country, () => true);
    const counts = new Map<string, number>();
    for (const c of cards) if (c.category) counts.set(c.category, (counts.get(c.category) ?? 0) + 1);
    return {
      categories: [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, count]) => ({ id, count })),
      tabs: await listTabCodes(this.db),
    };
  }

  /**
   * POST /cpl/product_detail: the product page. Signed out it answers the same product with every
   * task 'new' (the web's server-side metadata reads it). A product that exists but is not offered in
   * the country is OFFER_NOT_OFFERED, so the page can say so rather than "not found".
   */
  async productDetail(viewer: Viewer, productId: number): Promise<ProductDetail> {
    const shelf = await shelfFor(this.db, viewer.country);
    const product = shelf.products.get(productId) ?? (await this.notOffered(productId, viewer.country));
    const offers = offersOf(shelf, product.id);
    const tasks = await this.taskItems(
      viewer,
      shelf,
      product,
      offers.filter((o) => o.parentId === null),
    );
    return {
      ...toProductCard(product, offers),
      longDesc: product.longDescription || product.description,
      imglist: product.imglist,
      countries: product.countries,
      tasks,
      summary: rewardSummary(product, offers),
    };
  }

  /** POST /cpl/list_son: a parent task's children offered in the country. */
  async listSon(viewer: Viewer, parentXbOfferId: string) {
    const shelf = await shelfFor(this.db, viewer.country);
    const parent = await this.offerOnShelf(shelf, parentXbOfferId, viewer.country);
    const product = shelf.products.get(parent.productId) as ProductRow;
    const children = shelf.offers.filter((o) => o.parentId === parent.id);
    const [parentItem, ...list] = await this.taskItems(viewer, shelf, product, [parent, ...children]);
    return { parent: parentItem as TaskItem, list };
  }

  /** An offer the viewer's country may take, or the error saying why not (not found / not offered). */
  async offerOnShelf(shelf: OfferShelf, xbOfferId: string, country: string): Promise<OfferRow> {
    const offer = shelf.offers.find((o) => o.xbOfferId === xbOfferId);
    if (offer) return offer;
    const stored = await offerRepository.offerByXb(this.db, xbOfferId);
    if (!stored || stored.disabled) {
      throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, `Unknown task: ${xbOfferId}`, { field: 'xbOfferId' });
    }
    throw new ApiError(BodyCode.OFFER_NOT_OFFERED, undefined, { xbOfferId, country });
  }

  /** Task items of these offers, with the signed-in viewer's states. */
  async taskItems(viewer: Viewer, shelf: OfferShelf, product: ProductRow, offers: readonly OfferRow[]) {
    const mine =
      viewer.userId > 0
        ? await clickRepository.myTakes(
            this.db,
            viewer.userId,
            offers.map((o) => o.id),
          )
        : new Map();
    return offers.map((o) => toTaskItem(o, product, shelf, mine.get(o.id)));
  }

  private async cards(country: string, keep: (p: ProductRow) => boolean): Promise<ProductCard[]> {
    const shelf = await shelfFor(this.db, country);
    return [...shelf.products.values()]
      .filter(keep)
      .map((p) => toProductCard(p, offersOf(shelf, p.id)))
      .filter((card) => card.offer_count > 0);
  }

  private async notOffered(productId: number, country: string): Promise<never> {
    const stored = await offerRepository.product(this.db, productId);
    if (!stored || stored.disabled) {
      throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, `Unknown product: ${productId}`, { field: 'ProductId' });
    }
    throw new ApiError(BodyCode.OFFER_NOT_OFFERED, 'This product is not offered in your country', {
      productId,
      country,
    });
  }
}
