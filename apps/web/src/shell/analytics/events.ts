/**
 * The event types of spec 4.4 and the page-view screen names of spec 2.9, in one place: components
 * call the typed helpers of AnalyticsClient with these, never free-form strings.
 */
export const EVENT_NAMES = {
  appInit: 'app-init',
  appHide: 'app-hide',
  walletConnectStarted: 'wallet-connect-started',
  walletConnectSuccess: 'wallet-connect-success',
  walletConnectError: 'wallet-connect-error',
  walletDisconnect: 'wallet-disconnect',
  connectionRestoring: 'connection-restoring',
  transactionSent: 'transaction-sent',
  transactionSigned: 'transaction-signed',
  transactionFailed: 'transaction-failed',
  custom: 'custom-event',
  task: 'task-event',
  pageView: 'page-view',
} as const;

export type EventName = (typeof EVENT_NAMES)[keyof typeof EVENT_NAMES];

/** Spec 2.9: screens with page-view events. */
export const SCREEN_NAMES = [
  'login',
  'register',
  'home',
  'game',
  'wallet',
  'wallet_exchange',
  'pool',
  'pet',
  'vote',
  'lotto',
  'share',
  'giftcode',
  'profile',
  'trading_center',
  'offers',
  'tiger_game',
  'bind_phone',
  'analytics_report',
] as const;
export type ScreenName = (typeof SCREEN_NAMES)[number];

/** Route (without the locale prefix) -> screen name; the first matching prefix wins. */
const SCREEN_BY_ROUTE: [RegExp, ScreenName][] = [
  [/^\/$/, 'home'],
  [/^\/user\/login-home/, 'login'],
  [/^\/user\/login/, 'login'],
  [/^\/user\/bind-phone/, 'bind_phone'],
  [/^\/wallet\/exchange/, 'wallet_exchange'],
  [/^\/wallet/, 'wallet'],
  [/^\/(pool|dividend)/, 'pool'],
  [/^\/petV2/, 'pet'],
  [/^\/(vote|voteV2)/, 'vote'],
  [/^\/share/, 'share'],
  [/^\/giftcode|^\/gift\//, 'giftcode'],
  [/^\/profile/, 'profile'],
  [/^\/market/, 'trading_center'],
  [/^\/(task|offer|products)/, 'offers'],
  [/^\/ops\/analytics/, 'analytics_report'],
];

export function screenOf(pathWithoutLocale: string): ScreenName | undefined {
  return SCREEN_BY_ROUTE.find(([pattern]) => pattern.test(pathWithoutLocale))?.[1];
}
