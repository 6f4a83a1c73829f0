import { gamePagePath } from '@/lib/routes/game-paths';

/**
 * The product's areas (spec 1) as the home page's quick entries, each to its route (spec 2.2, 2.4).
 * Games are the home page's own catalogue (POST /game_tab/homepage), below the entries. An area whose
 * screens are not built yet has no entry (its route has no page); the market's came back with its
 * screens (issue 17 item 2).
 */
export const HOME_AREAS = [
  { id: 'wallet', path: '/wallet', tint: '#fbbf24' },
  // Issue 12: the casino lobby.
  { id: 'casino', path: '/win', tint: '#f87171' },
  { id: 'mission', path: '/mission', tint: '#fb923c' },
  // Issue 15: the task library home (/task itself is no page; spec 2.2 names /{locale}/quest).
  { id: 'task', path: '/quest', tint: '#22d3ee' },
  { id: 'pet', path: '/petV2', tint: '#f472b6' },
  { id: 'pool', path: '/pool', tint: '#34d399' },
  { id: 'vote', path: '/voteV2', tint: '#a78bfa' },
  { id: 'giftcode', path: '/giftcode', tint: '#fb7185' },
  { id: 'share', path: '/share', tint: '#60a5fa' },
  { id: 'agents', path: '/agents/ap', tint: '#e879f9' },
  { id: 'market', path: '/market', tint: '#2dd4bf' },
  // Issue 18 item 3: the community's posts (the feed, and from it the composer).
  { id: 'posts', path: '/posts', tint: '#818cf8' },
] as const;

export type HomeArea = (typeof HOME_AREAS)[number];
export type HomeAreaId = HomeArea['id'];

/** The area's address in the page's locale. */
export function areaHref(locale: string, area: Pick<HomeArea, 'path'>): string {
  return `/${locale}${area.path}`;
}

/**
 * The casino games behind the home catalogue's casino products (issue 12): such a tile opens the game
 * itself. The task library's products carry no catalogue id, so the link is kept here by product code;
 * a casino product not listed keeps its detail route.
 */
export const CASINO_GAME_OF_PRODUCT: Readonly<Record<string, string>> = {
  tiger_slots: 'house-tiger',
  mega_wheel: 'house-wheel',
};

/**
 * A product tile's route: a casino product's game page, else its detail route (spec 2.3, H5:
 * /products/{productId} with gameName and from).
 */
export function productHref(
  locale: string,
  product: { product_id: number; code: string; product_type?: string },
): string {
  const gameId = product.product_type === 'casino' ? CASINO_GAME_OF_PRODUCT[product.code] : undefined;
  if (gameId) return gamePagePath(locale, gameId, 'home');
  const query = new URLSearchParams({ gameName: product.code, from: 'home' });
  return `/${locale}/products/${product.product_id}?${query.toString()}`;
}
