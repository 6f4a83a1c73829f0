/**
 * The casino dialog's Google sign-in across the provider's redirect: what is kept in session storage
 * while the browser is away (PKCE verifier, state, where it comes back), and what the return URL
 * carries. The API calls are lb_google_auth_url and lb_google_login (provider "google").
 */
export interface PendingGoogle {
  state: string;
  codeVerifier: string;
  redirectUri: string;
}

export const PENDING_GOOGLE_KEY = 'luckybear_google_pending';

/** The page the dialog is on, without its query: Google sends the browser back there. */
export function returnUriOf(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}

export type GoogleReturn =
  | { kind: 'none' }
  | { kind: 'refused'; reason: 'missing' | 'state_mismatch' | 'provider_error' }
  | { kind: 'callback'; pending: PendingGoogle; code: string; state: string; iss?: string };

function parsePending(raw: string | null): PendingGoogle | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<PendingGoogle>;
    if ([value.state, value.codeVerifier, value.redirectUri].some((s) => typeof s !== 'string' || s === '')) {
      return undefined;
    }
    return value as PendingGoogle;
  } catch {
    return undefined;
  }
}

/**
 * Reads a return from Google in the page's query. Nothing to do unless the query has `state` and
 * (`code` or `error`); then the kept flow is taken (removed whatever the outcome, so a reloaded URL
 * finds nothing), and a state that is not the kept one is refused (login CSRF).
 */
export function takeGoogleReturn(search: string, storage: Pick<Storage, 'getItem' | 'removeItem'>): GoogleReturn {
  const params = new URLSearchParams(search);
  const state = params.get('state');
  const code = params.get('code');
  const error = params.get('error');
  if (!state || (!code && !error)) return { kind: 'none' };
  const pending = parsePending(storage.getItem(PENDING_GOOGLE_KEY));
  storage.removeItem(PENDING_GOOGLE_KEY);
  if (!pending) return { kind: 'refused', reason: 'missing' };
  if (state !== pending.state) return { kind: 'refused', reason: 'state_mismatch' };
  if (error || !code) return { kind: 'refused', reason: 'provider_error' };
  const iss = params.get('iss') ?? undefined;
  return { kind: 'callback', pending, code, state, ...(iss ? { iss } : {}) };
}

/** The page's query without the provider's parameters (the address bar is cleaned after a return). */
export function withoutOAuthParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ['code', 'state', 'iss', 'error', 'error_description', 'scope', 'authuser', 'prompt']) {
    params.delete(key);
  }
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
