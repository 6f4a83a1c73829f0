import { stripLocale } from './paths';

/**
 * Spec 2.4: paths with the logged-in layout. A signed-out visitor there is sent to login-home
 * (spec 4.1 step 5). `/x/*` covers /x and everything below it; /task/download is the exception.
 */
const EXACT = [
  '/user/setup',
  '/user/withdraw',
  '/user/withdrawNew',
  '/user/orders',
  '/user/report',
  '/user/bindCode',
  '/user/bind-phone',
  '/user/sessions',
  '/activity/newbie',
  '/share',
  '/shareTab',
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
  '/mission',
];
const TREES = [
  '/task',
  '/market',
  '/pvp',
  '/honor',
  '/vote',
  '/profile/edit',
  '/win',
  '/sudgame',
  '/invest',
  '/voteV2',
  '/products',
  '/offer',
];
const EXCEPTIONS = ['/task/download'];

export function routeNeedsLogin(pathname: string): boolean {
  const path = stripLocale(pathname).replace(/\/+$/, '') || '/';
  if (EXCEPTIONS.includes(path)) return false;
  if (EXACT.includes(path)) return true;
  return TREES.some((tree) => path === tree || path.startsWith(`${tree}/`));
}
