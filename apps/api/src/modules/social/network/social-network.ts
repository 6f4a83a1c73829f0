/**
 * A social network as follow tasks need it (issue 18 item 2): OAuth 2.0 code + PKCE, refresh, and "whom
 * does this account follow". One adapter per network API (networks.ts picks it by the config's `api`).
 * Network I/O only: callers never hold a database transaction across these calls.
 */

/** Tokens as the network issued them; expiresAt unix ms (0: the network did not say). */
export interface NetworkTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number;
  scope: string;
}

export interface FollowingPage {
  /** The token's own account on the network. */
  account: string;
  handles: Array<{ handle: string; followedAt: number }>;
  nextCursor: string | null;
}

/**
 * Why a network call failed: `rejected` (the code or refresh token is no good: connect again),
 * `unauthorized` (the access token was refused: refresh it), `unavailable` (errors or rate limits after
 * the retries).
 */
export class NetworkError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unauthorized' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

export interface SocialNetwork {
  readonly mediaType: string;
  readonly name: string;
  /** Where the browser goes to connect (the client adds its PKCE challenge, state and redirect_uri). */
  readonly authorize: { url: string; clientId: string; scope: string };
  /** The account's page, where a player follows it. */
  followUrl(handle: string): string;
  exchangeCode(p: { code: string; redirectUri: string; codeVerifier: string }): Promise<NetworkTokens>;
  refresh(refreshToken: string): Promise<NetworkTokens>;
  /** The token's own account name on the network. */
  account(accessToken: string): Promise<string>;
  following(accessToken: string, cursor: string | null): Promise<FollowingPage>;
}
