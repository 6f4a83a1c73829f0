import { ROUTES } from './route-table';

/** The spec 2.1 metadata kinds that belong to one fixed path (the others are patterns, below). */
export type FixedMetaKind =
  | 'home'
  | 'pool'
  | 'pet'
  | 'wallet'
  | 'library'
  | 'loginHome'
  | 'welfare'
  | 'recharge'
  | 'luckycodeLand'
  | 'shareLand';

/**
 * Spec 2.1's fixed paths and their metadata kind (the path itself only, not the pages below it). Kept
 * here, not in the route table, because only the server renders metadata: the route table is in every
 * page's JavaScript.
 */
const FIXED_META: Readonly<Record<string, FixedMetaKind>> = {
  '/': 'home',
  '/wallet': 'wallet',
  '/library': 'library',
  '/share/land': 'shareLand',
  // Issue 16: /land is /share/land without a sharer.
  '/land': 'shareLand',
  '/pool': 'pool',
  '/petV2': 'pet',
  '/luckycode/land': 'luckycodeLand',
  '/task/welfare': 'welfare',
  '/task/recharge': 'recharge',
  '/user/login-home': 'loginHome',
};

/**
 * The routes of spec 2.1 ("Routes and their page metadata"), recognised from a path without its
 * locale prefix. Paths containing luckybear (the casino brand) or inbet (the betting area) are
 * recognised first, whatever else they contain.
 */
export type MetaRoute =
  | { kind: FixedMetaKind | 'inbet' | 'luckybear' }
  | { kind: 'product'; productId: string }
  | { kind: 'post'; postId: string }
  | { kind: 'gift'; code: string }
  | { kind: 'profile'; xid: string };

export type MetaRouteKind = MetaRoute['kind'];

/** Spec 2.4's own pages under /profile/ (route-table.ts): not a profile id. */
const PROFILE_PAGES = new Set(
  ROUTES.filter((r) => r.path.startsWith('/profile/')).map((r) => r.path.slice('/profile/'.length)),
);

/** '/pool/' -> '/pool', '' -> '/', 'pool' -> '/pool'; the query and fragment are dropped. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = `/${bare.replace(/^\/+|\/+$/g, '')}`;
  return trimmed.replace(/\/{2,}/g, '/');
}

/** The spec 2.1 route of a path (without the locale prefix), or undefined for any other path. */
export function matchMetaRoute(path: string): MetaRoute | undefined {
  const normalized = normalizePath(path);
  const lower = normalized.toLowerCase();
  if (lower.includes('luckybear')) return { kind: 'luckybear' };
  if (lower.includes('inbet')) return { kind: 'inbet' };
  const fixed = Object.hasOwn(FIXED_META, normalized) ? FIXED_META[normalized] : undefined;
  if (fixed) return { kind: fixed };
  const [first, second, ...more] = normalized.slice(1).split('/');
  if (!second || more.length > 0) return undefined;
  if (first === 'products') return { kind: 'product', productId: second };
  if (first === 'posts') return { kind: 'post', postId: second };
  if (first === 'gift') return { kind: 'gift', code: second };
  if (first === 'profile' && !PROFILE_PAGES.has(second)) return { kind: 'profile', xid: second };
  return undefined;
}
