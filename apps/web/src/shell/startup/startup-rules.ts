import { routePath } from '@/lib/routes/locale-path';
import { routeNeedsLogin } from '@/lib/routes/route-table';

/**
 * Screens on the login-required list that spec 2.4 does not name: the sign-in issue added them because
 * they exist only for a signed-in user (like /wallet), so a signed-out visitor goes to sign in whether
 * or not the guide was seen.
 */
const SESSION_SCREENS: ReadonlySet<string> = new Set(['/user/bind-phone', '/user/sessions']);

/** Spec 2.4: the paths with the logged-in layout (the shared list, /task/download excepted). */
export function usesLoggedInLayout(pathname: string): boolean {
  return routeNeedsLogin(pathname);
}

/**
 * Spec 4.1 step 5: signed out, on a route that needs login, with the new-user guide seen: go to
 * /user/login-home. A visitor who has not seen the guide stays (the logged-in layout asks them to sign
 * in instead of bouncing them), except on the screens that only exist signed in.
 */
export function loginHomeRedirectNeeded(pathname: string, guideSeen: boolean): boolean {
  if (!routeNeedsLogin(pathname)) return false;
  return guideSeen || SESSION_SCREENS.has(routePath(pathname));
}
