import { stripLocale } from './paths';

/**
 * Spec 2.7, the messenger's back button, as a pure decision on the current path (with or without
 * its locale prefix) and query:
 *
 * | From | Behaviour |
 * | /, /win, /inbet | asks to confirm closing |
 * | /wallet, /library, /share, inner petV2 page | goes to / |
 * | /win/history, /win/money | goes to /win |
 * | /inbet/money | goes to /inbet |
 * | anything else | goes back in history |
 *
 * Targets carry no locale prefix: the locale-aware router adds the current one.
 */
export type BackAction = { kind: 'confirm-close' } | { kind: 'navigate'; to: string } | { kind: 'history' };

const CONFIRM_CLOSE = new Set(['/', '/win', '/inbet']);
const TO_HOME = new Set(['/wallet', '/library', '/share']);
const TO_PARENT: Record<string, string> = { '/win/history': '/win', '/win/money': '/win', '/inbet/money': '/inbet' };

/** Spec 2.2: /petV2 has sub-pages; the query inner=1 marks an inner page. */
function isInnerPetV2(path: string, search: string): boolean {
  return (path === '/petV2' || path.startsWith('/petV2/')) && new URLSearchParams(search).get('inner') === '1';
}

export function backTarget(pathname: string, search = ''): BackAction {
  const path = stripLocale(pathname).replace(/(.)\/+$/, '$1') || '/';
  if (CONFIRM_CLOSE.has(path)) return { kind: 'confirm-close' };
  if (TO_HOME.has(path) || isInnerPetV2(path, search)) return { kind: 'navigate', to: '/' };
  const parent = Object.hasOwn(TO_PARENT, path) ? TO_PARENT[path] : undefined;
  if (parent) return { kind: 'navigate', to: parent };
  return { kind: 'history' };
}
