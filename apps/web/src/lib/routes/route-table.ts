import { routePath } from './locale-path';

/** Spec 2.7: what the messenger's back button does on a page (a path to go to, or ask to close). */
export type BackRule = 'confirm-close' | { to: string };

/**
 * What the app knows about one route (a path without its locale prefix). With `tree`, the login
 * rule and the background also hold for every path below it; the back rule is for the path itself
 * only. (Spec 2.1's metadata kinds are server-side, in meta-routes.ts: no page's JavaScript needs them.)
 */
export interface RouteEntry {
  path: string;
  tree?: boolean;
  /** Spec 2.4: the logged-in layout; a signed-out visitor is sent to login-home (spec 4.1 step 5). */
  login?: boolean;
  /** Spec 2.8: the page background colour. */
  background?: string;
  /** Spec 2.7: the messenger's back button (unlisted pages go back in history). */
  back?: BackRule;
}

const DARK = '#01050E';
const HOME: BackRule = { to: '/' };
/** The casino brand's night sky (its frame paints the same colour: features/luckybear/brand). */
export const BRAND_NIGHT = '#160B2B';
const BRAND_HOME: BackRule = { to: '/luckybear' };

/** The one route table: spec 2.4 (login), 2.7 (back button), 2.8 (background). */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', background: DARK, back: 'confirm-close' },
  { path: '/win', tree: true, login: true, back: 'confirm-close' },
  { path: '/win/history', back: { to: '/win' } },
  { path: '/win/money', back: { to: '/win' } },
  // Anyone may verify a round (issue 12): the fairness page needs no account.
  { path: '/win/fairness', login: false, back: { to: '/win' } },
  // Issue 12: responsible play, a page of the lobby like history and money.
  { path: '/win/limits', back: { to: '/win' } },
  // Issue 13: the casino brand, its own site with its own colours (spec 2.1; spec 2.8's table is the main
  // product's). Its lobby is open to everyone; its pages that need an account ask for the brand's own
  // sign-in (the casino login dialog, spec 2.5) instead of sending the visitor to the main login-home.
  { path: '/luckybear', tree: true, login: false, background: BRAND_NIGHT, back: 'confirm-close' },
  { path: '/luckybear/vip', back: BRAND_HOME },
  { path: '/luckybear/bonus', back: { to: '/luckybear/vip' } },
  { path: '/luckybear/spin', back: BRAND_HOME },
  { path: '/luckybear/lottery', back: BRAND_HOME },
  { path: '/luckybear/ranking', back: BRAND_HOME },
  { path: '/luckybear/expired', back: BRAND_HOME },
  { path: '/inbet', back: 'confirm-close' },
  { path: '/inbet/money', back: { to: '/inbet' } },
  { path: '/wallet', back: HOME },
  // Issue 20: my QR code and user id, a step below the wallet.
  { path: '/wallet/receive', back: { to: '/wallet' } },
  { path: '/library', back: HOME },
  { path: '/share', login: true, back: HOME },
  { path: '/shareTab', login: true },
  { path: '/task', tree: true, login: true },
  // The download page is the one page under /task open to everyone.
  { path: '/task/download', login: false },
  { path: '/mission', login: true, background: '#ECF0F3' },
  // The agents' airdrop and whitelist pages include their rank pages.
  { path: '/agents/airdrop', tree: true, background: DARK },
  { path: '/agents/whitelist', tree: true, background: DARK },
  { path: '/activity/newyear', background: '#8B1F1C' },
  { path: '/activity/ai_exp', background: '#19288e' },
  { path: '/activity/newbie', login: true },
  // The legal documents (paths.ts legalPath): open to everyone, white, back in history (from sign-in).
  { path: '/terms', login: false },
  { path: '/privacy', login: false },
  // The new-user guide (spec 2.6, 4.1) is dark like the splash that leads to it; settings are open to all.
  { path: '/guide', background: DARK },
  { path: '/settings' },
  // The operator console (issue 11) has its own frame (app/[locale]/ops/layout.tsx) and its own sign-in:
  // never the players' login, background or back button.
  { path: '/ops', tree: true, login: false },
  // The house games' client (issue 12) runs inside the game page's frame with its launch token: its own
  // layout (app/[locale]/house/layout.tsx), never the players' login redirect.
  { path: '/house', tree: true, login: false },
  ...[
    '/user/setup',
    '/user/withdraw',
    '/user/withdrawNew',
    '/user/orders',
    // Issue 14: saved payout accounts and today's withdrawal limits (spec 2.2), pages of the withdraw
    // screen's: signed in like it, and back in history like it (spec 2.7 names no rule for them).
    '/user/payment',
    '/user/withdraw-quantity',
    '/user/report',
    '/user/bindCode',
    '/user/bind-phone',
    '/user/sessions',
    '/giftcode',
    '/profile',
    '/profile/select',
    '/profile/create',
    '/profile/setup',
    '/profile/account',
    '/profile/followTask',
    '/profile/addProduct',
    '/reward',
    '/reward/list',
    '/partner',
    '/battle',
    '/battle/rank',
    '/battle/record',
    '/petGame',
    '/splash',
  ].map((path) => ({ path, login: true })),
  ...[
    '/market',
    '/pvp',
    '/honor',
    '/vote',
    '/profile/edit',
    '/sudgame',
    '/invest',
    '/voteV2',
    '/products',
    '/offer',
  ].map((path) => ({ path, tree: true, login: true })),
  // Issue 15: the task library home (spec 2.2, /{locale}/quest). Not on spec 2.4's list: anyone may
  // browse the catalogue; the task pages it opens (/products/*, /task/*, /offer/*, /reward) ask for sign-in.
  { path: '/quest', login: false },
  // Issue 16: a shared gift code is read signed out (its title and share tags are for the messenger's
  // preview); the page asks for sign-in only when its claim button is pressed.
  { path: '/gift', tree: true, login: false },
  // Issue 18 item 5: search is open signed out (everything in the index is public).
  { path: '/search', login: false },
  // Issue 16: a share link /r/<referral code> is for people not signed in yet: it keeps the code and
  // opens the app home (which leads to sign-in).
  { path: '/r', tree: true, login: false },
  // Issue 17: the invest products (signed in by the /invest tree above) and my positions, a step below.
  { path: '/invest', back: HOME },
  { path: '/invest/positions', back: { to: '/invest' } },
  // Issue 17: the pets' pages (features/pets) share one lilac background; a pet's page and a collection
  // (/space?user_id=) are public, and /petV2 and /petV2/draw ask for sign-in in place (so the odds, the
  // guide and pets for rent stay readable signed out). Inner pages (?inner=1) go back to / (back-target.ts).
  { path: '/petV2', tree: true, background: '#F5F0FF' },
  { path: '/space', login: false, background: '#F5F0FF' },
  // Issue 17: my dividend payouts (spec 2.2 "/dividend (pool)"): signed in, back to the pool.
  { path: '/dividend', login: true, back: { to: '/pool' } },
  // Issue 16 landing pages, read signed out (their social tags are for the messenger's link preview):
  // /land is /share/land without a sharer (spec 2.1 share land metadata for both). /luckycode/buy is
  // signed in (it spends coins); the deep-link opener is for anyone: it only leads somewhere.
  { path: '/land', login: false },
  { path: '/luckycode/buy', login: true },
  { path: '/openDeepLinkInTg', login: false },
  // Issue 17: /rollnft (spec 2.2) spends coins, so signed in; the pets' lilac, back to /petV2 (/petGame is
  // signed in by spec 2.4's list above).
  { path: '/rollnft', login: true, background: '#F5F0FF', back: { to: '/petV2' } },
  // Issue 18 item 4: the message centre and its threads (/messages/<id>), signed in; back home from it.
  { path: '/messages', tree: true, login: true, back: HOME },
  // Issue 18 item 3: posts are read signed out (a shared post's link preview and page, spec 2.1); liking,
  // commenting and reporting ask for sign-in in place. The feed goes back home; a post back in history.
  // The composer (/posts/new) is signed in; the edit page (/posts/<id>/edit) asks in place
  // (useRequireSignIn), as a table entry cannot name the id in the middle of its path.
  { path: '/posts', tree: true, login: false, back: HOME },
  { path: '/posts/new', login: true },
];

type Rule = 'login' | 'background' | 'back';

/** A rule of a route path: its own entry's, else (login, background) the nearest tree above it. */
export function ruleOf<K extends Rule>(path: string, rule: K): RouteEntry[K] | undefined {
  const own = ROUTES.find((r) => r.path === path && r[rule] !== undefined);
  if (own) return own[rule];
  if (rule === 'back') return undefined;
  let best: RouteEntry | undefined;
  for (const r of ROUTES) {
    if (!r.tree || r[rule] === undefined || !path.startsWith(`${r.path}/`)) continue;
    if (!best || r.path.length > best.path.length) best = r;
  }
  return best?.[rule];
}

/** Spec 2.4: whether a path (with or without its locale prefix) has the logged-in layout. */
export function routeNeedsLogin(pathname: string): boolean {
  return ruleOf(routePath(pathname), 'login') === true;
}
