import { formatUnits } from '@app/shared';
import { PRODUCT_TYPES } from '@app/shared/tasklib/contracts';
import type { ProductCard, RewardSummary, TaskItem, TaskStatus } from '@app/shared/tasklib/offer-contracts';
import { COINS } from '@app/shared/wallet/coins';
import type { OfferRow, ProductRow } from './offer-rows';

/** The signed-in player's take of an offer, as task items show it. */
export interface MyTake {
  status: TaskStatus;
  /** Unix seconds. */
  takeTime: number;
}

/** The offers a caller may see (one country), with what task items need to know about their relations. */
export interface OfferShelf {
  products: Map<number, ProductRow>;
  offers: OfferRow[];
  byId: Map<number, OfferRow>;
  children: Map<number, number>;
}

export const usd = (cents: number) => (cents / 100).toFixed(2);
export const coinAmount = (units: bigint, coin: keyof typeof COINS) => formatUnits(units, COINS[coin].decimals);

export function productTypeOf(product: ProductRow): TaskItem['productType'] {
  return PRODUCT_TYPES.find((t) => t === product.productType) ?? 'game';
}

/** Spec 3 task item of an offer (and the player's state of it when signed in). */
export function toTaskItem(offer: OfferRow, product: ProductRow, shelf: OfferShelf, mine?: MyTake): TaskItem {
  const parent = offer.parentId === null ? undefined : shelf.byId.get(offer.parentId);
  return {
    productId: product.id,
    title: offer.title,
    xbOfferId: offer.xbOfferId,
    productType: productTypeOf(product),
    reward: coinAmount(offer.rewardUnits, offer.coin),
    coin: offer.coin,
    reward_usd: usd(offer.rewardUsdCents),
    kind: offer.kind,
    desc: offer.description,
    steps: offer.steps,
    parentXbOfferId: parent?.xbOfferId ?? null,
    children: shelf.children.get(offer.id) ?? 0,
    needsAudit: offer.needsAudit,
    network: offer.network,
    gameId: offer.gameId,
    mchId: offer.mchId,
    rewardTask: { takeTime: mine?.takeTime ?? 0, expired: offer.expiresDays },
    state: mine?.status ?? 'new',
  };
}

/** Spec 3 task reward summary over a product's offers (contribute = KC, token = HAPPY: docs/decisions.md). */
export function rewardSummary(product: ProductRow, offers: readonly OfferRow[]): RewardSummary {
  const sum = (list: readonly OfferRow[]) => list.reduce((s, o) => s + o.rewardUnits, 0n);
  const cents = (list: readonly OfferRow[]) => list.reduce((s, o) => s + o.rewardUsdCents, 0);
  const kc = offers.filter((o) => o.coin === 'KC');
  const happy = offers.filter((o) => o.coin === 'HAPPY');
  const base = offers.filter((o) => o.parentId === null);
  return {
    xb_cpl_contribute_sum: coinAmount(sum(kc.filter((o) => o.kind !== 'level')), 'KC'),
    xb_duration_contribute_sum: coinAmount(sum(kc.filter((o) => o.kind === 'level')), 'KC'),
    all_reward_usd: usd(cents(offers)),
    xb_base_contribute: coinAmount(sum(base.filter((o) => o.coin === 'KC')), 'KC'),
    xb_base_usd: usd(cents(base)),
    token_amount: coinAmount(sum(happy), 'HAPPY'),
    token_reward_usd: usd(cents(happy)),
    logo: product.imageUrl,
  };
}

/** A product in lists, over the offers the caller may take. */
export function toProductCard(product: ProductRow, offers: readonly OfferRow[]): ProductCard {
  return {
    productId: product.id,
    code: product.code,
    title: product.title,
    desc: product.description,
    productType: productTypeOf(product),
    category: product.category,
    ImageUrl: product.imageUrl,
    color: product.color,
    players: product.players,
    reward_usd: usd(offers.reduce((s, o) => s + o.rewardUsdCents, 0)),
    offer_count: offers.length,
    created_at: product.createdAt,
  };
}

/** One page of a list (spec 7.5 paging: page from 1). */
export function pageOf<T>(all: readonly T[], page: number, size: number) {
  const start = (page - 1) * size;
  return {
    list: all.slice(start, start + size),
    page,
    one_page_cnt: size,
    total: all.length,
    has_more: start + size < all.length,
  };
}
