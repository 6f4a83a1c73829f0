import type { ApiClient } from '@/lib/api/client';
import { oauthCallbackPath } from '@/lib/routes/paths';
import { codeChallengeS256, createCodeVerifier, createState } from '@/shell/session/pkce';

/** Why the flow started: signing in, or binding a provider account to the signed-in user. */
export type OAuthMode = 'login' | 'bind';

/** What the callback needs, kept in session storage between leaving for the provider and coming back. */
export interface PendingOAuth {
  state: string;
  codeVerifier: string;
  mediaType: string;
  mode: OAuthMode;
  backUrl: string;
  redirectUri: string;
}

export const PENDING_OAUTH_KEY = 'oauth_pending';

export function redirectUriFor(origin: string, locale: string): string {
  return `${origin}${oauthCallbackPath(locale)}`;
}

/**
 * Starts a third-party sign-in or bind: makes the PKCE verifier, its challenge and a state, keeps
 * them, and answers the provider URL the API built for them (the caller navigates there).
 */
export async function beginThirdParty(
  api: ApiClient,
  storage: Pick<Storage, 'setItem'>,
  options: { mediaType: string; mode: OAuthMode; locale: string; backUrl: string; origin: string },
): Promise<string> {
  const pending: PendingOAuth = {
    state: createState(),
    codeVerifier: createCodeVerifier(),
    mediaType: options.mediaType,
    mode: options.mode,
    backUrl: options.backUrl,
    redirectUri: redirectUriFor(options.origin, options.locale),
  };
  storage.setItem(PENDING_OAUTH_KEY, JSON.stringify(pending));
  // The contract comes with the call (docs/benchmarks.md, "first-load JavaScript").
  const { thirdPartyAuthUrl } = await import('@app/shared/auth/third-party-contracts');
  const { url } = await api.call(thirdPartyAuthUrl, {
    media_type: pending.mediaType,
    redirect_uri: pending.redirectUri,
    code_challenge: await codeChallengeS256(pending.codeVerifier),
    state: pending.state,
  });
  return url;
}

function parsePending(raw: string | null): PendingOAuth | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<PendingOAuth>;
    const strings = [value.state, value.codeVerifier, value.mediaType, value.backUrl, value.redirectUri];
    if (strings.some((s) => typeof s !== 'string' || s === '')) return undefined;
    if (value.mode !== 'login' && value.mode !== 'bind') return undefined;
    return value as PendingOAuth;
  } catch {
    return undefined;
  }
}

export type TakenOAuth = { ok: true; pending: PendingOAuth } | { ok: false; reason: 'missing' | 'state_mismatch' };

/**
 * The kept flow for the state the provider sent back, used once: it is removed whatever the outcome,
 * so a replayed callback URL finds nothing. A different state is refused (login CSRF).
 */
export function takePendingOAuth(storage: Pick<Storage, 'getItem' | 'removeItem'>, state: string | null): TakenOAuth {
  const pending = parsePending(storage.getItem(PENDING_OAUTH_KEY));
  storage.removeItem(PENDING_OAUTH_KEY);
  if (!pending) return { ok: false, reason: 'missing' };
  if (!state || state !== pending.state) return { ok: false, reason: 'state_mismatch' };
  return { ok: true, pending };
}
