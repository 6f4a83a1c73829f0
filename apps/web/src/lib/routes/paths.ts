import { routePath } from './locale-path';

/**
 * The sign-in routes (spec 2.2) and their return address. Every path here carries the locale prefix,
 * so it can go to the router, to location or into a backUrl as it is.
 */

/**
 * A return address we are willing to go to: an in-app path ('/...', not '//host' nor '/\host'),
 * else the locale's home. Absolute URLs on other origins are refused (open redirect).
 */
export function safeBackUrl(raw: string | null | undefined, locale: string): string {
  const home = `/${locale}`;
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return home;
  // Control characters (a newline, a tab) have no place in a path and can smuggle a host past checks.
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return home;
  return raw;
}

/** A path with the query parameters that have a value. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export function loginHomePath(locale: string, backUrl?: string): string {
  return withQuery(`/${locale}/user/login-home`, { backUrl });
}

export function phoneLoginPath(locale: string, options: { backUrl?: string; verify?: boolean } = {}): string {
  return withQuery(`/${locale}/user/login`, {
    verify: options.verify ? 'true' : undefined,
    backUrl: options.backUrl,
  });
}

export function bindPhonePath(locale: string, backUrl?: string, from?: string): string {
  return withQuery(`/${locale}/user/bind-phone`, { backUrl, from });
}

/** /user/sessions: the signed-in user's devices; `backUrl` is where its back link goes. */
export function sessionsPath(locale: string, backUrl?: string): string {
  return withQuery(`/${locale}/user/sessions`, { backUrl });
}

/**
 * The sessions screen's back link: the backUrl it was given, else login-home (where its link lives).
 * A signed-in account panel link passes login-home itself, with login-home's own backUrl inside.
 */
export function sessionsBackUrl(raw: string | null | undefined, locale: string): string {
  return raw ? safeBackUrl(raw, locale) : loginHomePath(locale);
}

/** /guide: the new-user guide (spec 2.6, 4.1); `backUrl` is where it ends when the visitor skips or explores. */
export function guidePath(locale: string, backUrl?: string): string {
  return withQuery(`/${locale}/guide`, { backUrl });
}

/** /settings: the app's settings (the language); `backUrl` is where its back link goes. */
export function settingsPath(locale: string, backUrl?: string): string {
  return withQuery(`/${locale}/settings`, { backUrl });
}

/** The legal documents (issue 20): Terms of Service and Privacy Policy, one page each. */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** /terms or /privacy; `backUrl` is where the page's back link goes (default: home). */
export function legalPath(locale: string, document: LegalDocument, backUrl?: string): string {
  return withQuery(`/${locale}/${document}`, { backUrl });
}

export function oauthCallbackPath(locale: string): string {
  return `/${locale}/user/oauth-callback`;
}

/**
 * The /user/ pages of signing in and of the session itself. Not every /user/ page: the money pages
 * (/user/orders, /user/withdrawNew, ...) are ordinary signed-in pages.
 */
const AUTH_SCREENS: ReadonlySet<string> = new Set([
  '/user/login',
  '/user/login-home',
  '/user/bind-phone',
  '/user/oauth-callback',
  '/user/sessions',
]);

/** Whether a path is one of the sign-in screens (a session ending there does not redirect again). */
export function isAuthScreen(pathname: string): boolean {
  return AUTH_SCREENS.has(routePath(pathname));
}

/** The route the browser is on now: path and query, as a backUrl. */
export function currentRoute(): string {
  if (typeof window === 'undefined') return '/';
  return `${window.location.pathname}${window.location.search}`;
}

/** A page of the operator console (issue 11): `/<locale>/ops/<page>`, `/<locale>/ops` for its start. */
export function opsPath(locale: string, page?: string, query: Record<string, string | undefined> = {}): string {
  return withQuery(page ? `/${locale}/ops/${page}` : `/${locale}/ops`, query);
}

/** The casino brand's VIP page (issue 13): levels, progress and the level rewards. */
export function vipPath(locale: string): string {
  return `/${locale}/luckybear/vip`;
}

/** The casino brand's locked bonuses page (issue 13). */
export function bonusPath(locale: string): string {
  return `/${locale}/luckybear/bonus`;
}
