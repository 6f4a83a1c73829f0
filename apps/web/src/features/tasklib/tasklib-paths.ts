import { safeBackUrl, withQuery } from '@/lib/routes/paths';

/**
 * The task library's addresses (issue 15; spec 2.2, 2.3). Every path carries the locale prefix. Spec 2.3
 * names two addresses for the product's tasks (/task/product_v2 and /task/product) and for an offer's
 * details (/task/detailsV2 and /task/details): the app links to the V2 ones; the others render the same
 * screens for links made elsewhere.
 */

/** Who opened a page (spec 2.3's `from`): kept on the links it makes so the next page knows its way back. */
export type TaskFrom = 'home' | 'quest' | 'search' | 'product' | 'offer' | 'reward' | string;

/** /quest: the task library home (spec 2.2, /{locale}/quest). */
export function questPath(locale: string): string {
  return `/${locale}/quest`;
}

/** /products/{productId} with gameName and from (spec 2.3, H5). */
export function productPath(locale: string, productId: number, query: { gameName?: string; from?: TaskFrom } = {}) {
  return withQuery(`/${locale}/products/${productId}`, { gameName: query.gameName, from: query.from });
}

/** /task/product_v2 with productId, gameName and from (spec 2.3): the product's task list. */
export function productTasksPath(
  locale: string,
  query: { productId: number; gameName?: string; from?: TaskFrom },
): string {
  return withQuery(`/${locale}/task/product_v2`, {
    productId: String(query.productId),
    gameName: query.gameName,
    from: query.from,
  });
}

/** /task/detailsV2 with taskId, productType, gameName, from and newGuide=1 when the guide is on (spec 2.3). */
export function taskDetailsPath(
  locale: string,
  query: { taskId: string; productType?: string; gameName?: string; from?: TaskFrom; newGuide?: boolean },
): string {
  return withQuery(`/${locale}/task/detailsV2`, {
    taskId: query.taskId,
    productType: query.productType,
    gameName: query.gameName,
    from: query.from,
    newGuide: query.newGuide ? '1' : undefined,
  });
}

/** /task/welfare with productId and offerId (spec 2.1: its canonical link carries both). */
export function welfarePath(locale: string, query: { productId: number; offerId: string; from?: TaskFrom }) {
  return withQuery(`/${locale}/task/welfare`, {
    productId: String(query.productId),
    offerId: query.offerId,
    from: query.from,
  });
}

/**
 * /task/recharge with gameId and mchId (spec 2.1: its canonical link carries both). The app's own links
 * add the task's offerId so the screen loads it at once (the canonical link drops it).
 */
export function rechargeTaskPath(
  locale: string,
  query: { gameId: string; mchId: string; offerId?: string; from?: TaskFrom },
) {
  return withQuery(`/${locale}/task/recharge`, {
    gameId: query.gameId,
    mchId: query.mchId,
    offerId: query.offerId,
    from: query.from,
  });
}

/** /reward: my rewards summary. */
export function rewardPath(locale: string): string {
  return `/${locale}/reward`;
}

/** /reward/list: my completed offers, filtered by status. */
export function rewardListPath(locale: string, status?: string): string {
  return withQuery(`/${locale}/reward/list`, { status: status && status !== 'all' ? status : undefined });
}

/** /offer: the offerwall, every offer available in my country. */
export function offerwallPath(locale: string): string {
  return `/${locale}/offer`;
}

/** /offer/{xbOfferId}: one offer (the details screen at its own address). */
export function offerPath(locale: string, xbOfferId: string): string {
  return `/${locale}/offer/${encodeURIComponent(xbOfferId)}`;
}

/** The screen an offer opens: welfare and recharge offers have their own (spec 2.1), the rest the details. */
export function offerScreenPath(
  locale: string,
  offer: {
    xb_offer_id: string;
    kind: string;
    product_id: number;
    product_type?: string;
    game_id?: string | null;
    mch_id?: string | null;
  },
  context: { gameName?: string; from?: TaskFrom; newGuide?: boolean } = {},
): string {
  if (offer.kind === 'welfare')
    return welfarePath(locale, { productId: offer.product_id, offerId: offer.xb_offer_id, from: context.from });
  if (offer.kind === 'recharge' && offer.game_id && offer.mch_id)
    return rechargeTaskPath(locale, {
      gameId: offer.game_id,
      mchId: offer.mch_id,
      offerId: offer.xb_offer_id,
      from: context.from,
    });
  return taskDetailsPath(locale, {
    taskId: offer.xb_offer_id,
    productType: offer.product_type,
    gameName: context.gameName,
    from: context.from,
    newGuide: context.newGuide,
  });
}

/** A product id from the address: a positive integer, else null (the page says the product is not found). */
export function parseProductId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,14}$/.test(raw)) return null;
  return Number(raw);
}

/** An offer's public id from the address (e.g. "tiger_slots.reach_level_10"), else null. */
export function parseOfferId(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const id = raw.trim();
  return /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/.test(id) ? id : null;
}

/**
 * Where a task page's back link goes: the in-app backUrl it was given, else the page named by `from`
 * when that page can be rebuilt from what is known, else `fallback`.
 */
export function taskBackHref(
  locale: string,
  query: { backUrl?: string | null; from?: string | null; productId?: number | null },
  fallback: string,
): string {
  if (query.backUrl) return safeBackUrl(query.backUrl, locale);
  switch (query.from) {
    case 'home':
      return `/${locale}`;
    case 'quest':
    case 'search':
      return questPath(locale);
    case 'offer':
      return offerwallPath(locale);
    case 'reward':
      return rewardListPath(locale);
    case 'product':
      return query.productId ? productPath(locale, query.productId) : fallback;
    default:
      return fallback;
  }
}

/** What a product route (/products/[productId], /task/product(_v2)) hands its screen (spec 2.3). */
export interface ProductRouteProps {
  productId: number | null;
  gameName?: string;
  from?: string;
  backUrl?: string;
}
