import { codeChallengeS256, createCodeVerifier, createState } from '@/shell/session/pkce';

/**
 * Connecting a network (OAuth 2.0 + PKCE) from /profile/followTask: the verifier is made in the browser
 * and kept in session storage while the player is at the network; the network sends them back to this
 * page with ?code&state, and the page hands code + verifier to get_token (the server exchanges them).
 */
export const PENDING_CONNECT_KEY = 'follow_connect_pending';

export interface PendingConnect {
  state: string;
  codeVerifier: string;
  mediaType: string;
  redirectUri: string;
}

/** Where the network sends the player back: this page, without its query. */
export function connectRedirectUri(origin: string, locale: string): string {
  return `${origin}/${locale}/profile/followTask`;
}

/** Makes and keeps the PKCE pair and state; answers the network's authorization URL to go to. */
export async function beginConnect(
  storage: Pick<Storage, 'setItem'>,
  options: { mediaType: string; authorize: { url: string; client_id: string; scope: string }; redirectUri: string },
): Promise<string> {
  const pending: PendingConnect = {
    state: createState(),
    codeVerifier: createCodeVerifier(),
    mediaType: options.mediaType,
    redirectUri: options.redirectUri,
  };
  storage.setItem(PENDING_CONNECT_KEY, JSON.stringify(pending));
  const url = new URL(options.authorize.url);
  url.searchParams.set('client_id', options.authorize.client_id);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', pending.redirectUri);
  url.searchParams.set('scope', options.authorize.scope);
  url.searchParams.set('code_challenge', await codeChallengeS256(pending.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('state', pending.state);
  // Ask for consent each time, so that the network issues a refresh token (offline access).
  url.searchParams.set('prompt', 'consent');
  return url.href;
}

export type ConnectReturn =
  | { kind: 'none' }
  | { kind: 'error'; reason: 'denied' | 'state' | 'missing' }
  | { kind: 'code'; code: string; pending: PendingConnect };

/**
 * Reads the network's return from the page's query and the kept pending connect: a code with the
 * pending verifier when the state matches; otherwise why not. 'none' when this is no return at all.
 */
export function readConnectReturn(search: string, stored: string | null): ConnectReturn {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const error = params.get('error');
  if (!code && !error) return { kind: 'none' };
  if (error) return { kind: 'error', reason: 'denied' };
  let pending: Partial<PendingConnect> | undefined;
  try {
    pending = stored ? (JSON.parse(stored) as Partial<PendingConnect>) : undefined;
  } catch {
    pending = undefined;
  }
  if (!pending?.codeVerifier || !pending.mediaType || !pending.redirectUri || !pending.state) {
    return { kind: 'error', reason: 'missing' };
  }
  if (params.get('state') !== pending.state) return { kind: 'error', reason: 'state' };
  return { kind: 'code', code: code as string, pending: pending as PendingConnect };
}
