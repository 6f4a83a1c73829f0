import { BodyCode, type Platform } from '@app/shared';
import { stripLocale } from '@/lib/routes/locale-path';
import { luckybearExpiredPath } from '@/lib/routes/luckybear-paths';
import { isAuthScreen, loginHomePath, phoneLoginPath } from '@/lib/routes/paths';
import { MESSENGER_RELOAD_LIMIT } from './reload-counter';

/** Where the failed call happened and who made it. */
export interface BodyCodeSituation {
  code: number | undefined;
  /** The failed answer's `data` (1014 names the coin there). */
  data?: unknown;
  platform: Platform;
  /** The route (path + query, with locale) the call was made from. */
  route: string;
  locale: string;
  userId: number;
  /** Casino-brand users exempt from the forced redirect on session expiry (spec 6). */
  exemptUserIds: readonly number[];
  /** Messenger reloads already spent on dead sessions (session storage). */
  reloadCount: number;
}

export type BodyCodeAction =
  | { kind: 'none' }
  /** Clear the session; then go to `goTo` unless it is null (already on a sign-in screen). */
  | { kind: 'end-session'; goTo: string | null }
  /** Messenger: report, log out and reload (counts one reload). */
  | { kind: 'messenger-reload' }
  | { kind: 'account-abnormal' }
  | { kind: 'go'; to: string }
  /** Start the bind-phone flow (dialog in the messenger, else the page) returning to `backUrl`. */
  | { kind: 'bind-phone'; backUrl: string }
  /** Spec 8.1: the balance-lack dialog (a warning notice in audit mode) naming the coin. */
  | { kind: 'balance-lack'; coin: string };

const NONE: BodyCodeAction = { kind: 'none' };

function pathOf(route: string): string {
  return route.split(/[?#]/)[0] ?? route;
}

/** Spec 8.3, 1004: the casino brand, then the messenger, then the main site. */
function onSessionInvalid(s: BodyCodeSituation): BodyCodeAction {
  const path = pathOf(s.route);
  if (path.includes('luckybear')) {
    if (s.exemptUserIds.includes(s.userId)) return NONE;
    const expired = luckybearExpiredPath(s.locale);
    return { kind: 'end-session', goTo: path === expired ? null : luckybearExpiredPath(s.locale, s.route) };
  }
  if (s.platform === 'tg') {
    return s.reloadCount < MESSENGER_RELOAD_LIMIT ? { kind: 'messenger-reload' } : { kind: 'account-abnormal' };
  }
  return { kind: 'end-session', goTo: isAuthScreen(path) ? null : loginHomePath(s.locale, s.route) };
}

/** The coin a 1014 answer names (`data.coin`), '' when it names none. */
function coinOf(data: unknown): string {
  const coin = (data as { coin?: unknown } | null | undefined)?.coin;
  return typeof coin === 'string' ? coin : '';
}

/** What the client does about a failed call's body code (spec 8.3). Pure: the handler applies it. */
export function decideBodyCodeAction(s: BodyCodeSituation): BodyCodeAction {
  const path = stripLocale(pathOf(s.route));
  switch (s.code) {
    case BodyCode.SESSION_INVALID:
      return onSessionInvalid(s);
    case BodyCode.VERIFICATION_REQUIRED:
      return path === '/user/login'
        ? NONE
        : { kind: 'go', to: phoneLoginPath(s.locale, { verify: true, backUrl: s.route }) };
    case BodyCode.PHONE_BINDING_REQUIRED:
      return path === '/user/bind-phone' ? NONE : { kind: 'bind-phone', backUrl: s.route };
    case BodyCode.ACCOUNT_ABNORMAL:
      return { kind: 'account-abnormal' };
    case BodyCode.BALANCE_LACK:
      return { kind: 'balance-lack', coin: coinOf(s.data) };
    default:
      return NONE;
  }
}

/** Codes the central handler acts on: callers do not show their own notice for these. */
export const CENTRALLY_HANDLED_CODES: ReadonlySet<number> = new Set([
  BodyCode.SESSION_INVALID,
  BodyCode.VERIFICATION_REQUIRED,
  BodyCode.PHONE_BINDING_REQUIRED,
  BodyCode.ACCOUNT_ABNORMAL,
  BodyCode.BALANCE_LACK,
]);
