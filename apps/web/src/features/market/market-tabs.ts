/**
 * The tabs of /market (spec 2.2: the `tab` query selects one): what each lists and how it is read.
 * `buy` and `auction` page through the open listings of one kind; `mine` is the seller's own list;
 * `stock` trades the platform coins (features/stock's StockTab, which the page passes in: a feature
 * never imports another). The spec names no order; the coins come last, after the pets.
 */
export const MARKET_TABS = [
  { id: 'buy', kind: 'fixed' },
  { id: 'auction', kind: 'auction' },
  { id: 'mine', kind: null },
  { id: 'stock', kind: null },
] as const;

export type MarketTab = (typeof MARKET_TABS)[number];
export type MarketTabId = MarketTab['id'];

/** The tab a `tab` query names; anything else (or none) opens the first. */
export function marketTabOf(query: string | null | undefined): MarketTab {
  return MARKET_TABS.find((tab) => tab.id === query) ?? MARKET_TABS[0];
}

/** The path of a tab (for the locale-aware Link), keeping `backShow=1` (spec 2.2) when the page had it. */
export function marketTabHref(tab: MarketTabId, backShow: boolean): string {
  const query = new URLSearchParams({ tab });
  if (backShow) query.set('backShow', '1');
  return `/market?${query.toString()}`;
}

/** One listing's page. */
export const marketItemPath = (listingId: number) => `/market/item/${listingId}`;
