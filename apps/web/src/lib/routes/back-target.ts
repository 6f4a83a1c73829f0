import { routePath } from './locale-path';
import { ruleOf } from './route-table';

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
 * The per-path rules are in route-table.ts. Targets carry no locale prefix: the locale-aware router
 * adds the current one.
 */
export type BackAction = { kind: 'confirm-close' } | { kind: 'navigate'; to: string } | { kind: 'history' };

/** Spec 2.2: /petV2 has sub-pages; the query inner=1 marks an inner page. */
function isInnerPetV2(path: string, search: string): boolean {
  return (path === '/petV2' || path.startsWith('/petV2/')) && new URLSearchParams(search).get('inner') === '1';
}

export function backTarget(pathname: string, search = ''): BackAction {
  const path = routePath(pathname);
  const rule = ruleOf(path, 'back');
  if (rule === 'confirm-close') return { kind: 'confirm-close' };
  if (rule) return { kind: 'navigate', to: rule.to };
  if (isInnerPetV2(path, search)) return { kind: 'navigate', to: '/' };
  return { kind: 'history' };
}
