import { BodyCode } from '@app/shared';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../lib/api-error';
import { SecretBox } from '../../lib/secret-box';
import type { SessionInfo } from '../auth';
import { type ConnectionRow, connectionRepository as connections } from './connection.repository';
import type { SocialNetworks } from './network/networks';
import { NetworkError, type NetworkTokens, type SocialNetwork } from './network/social-network';

/** Refresh this long before the network's stated expiry, so a token does not run out mid-check. */
const REFRESH_MARGIN_MS = 30_000;
/** A follow check reads at most this many pages of the player's follows (a bound on one request's work). */
const MAX_FOLLOWING_PAGES = 50;

export interface CodeInput {
  user_id: number;
  media_type: string;
  code: string;
  redirect_uri: string;
  code_verifier: string;
}

export interface TokenAnswer {
  media_type: string;
  account_name: string;
  expires_at: number;
}

/** What the social module needs of auth (compose.ts): the sign-in providers' get_token, kept as it was. */
export interface SignInProviderTokens {
  has(mediaType: string): boolean;
  keep(session: SessionInfo, input: CodeInput): Promise<TokenAnswer>;
}

/** A network failure as the player's answer. */
function answerOf(error: unknown): unknown {
  if (!(error instanceof NetworkError)) return error;
  if (error.kind === 'rejected') return new ApiError(BodyCode.SOCIAL_CODE_REJECTED);
  if (error.kind === 'unauthorized') return new ApiError(BodyCode.SOCIAL_NOT_CONNECTED);
  return new ApiError(BodyCode.SOCIAL_NETWORK_UNAVAILABLE);
}

/**
 * Players' connections to networks (spec 7.3 get_token, need_authorize, get_following): the code
 * exchange, tokens sealed at rest, refresh when they run out or are refused, and reading follows. Network
 * I/O happens outside transactions; each write is one statement.
 */
export class ConnectionService {
  private readonly box: SecretBox;
  /** One refresh at a time per connection in this process: networks rotate refresh tokens. */
  private readonly refreshing = new Map<string, Promise<string>>();

  constructor(
    private readonly db: Db,
    readonly networks: SocialNetworks,
    tokenKey: string,
    private readonly signInProviders: SignInProviderTokens,
    private readonly now: () => number,
  ) {
    this.box = new SecretBox(tokenKey, 'social-token');
  }

  /** get_token: a network's code (PKCE) becomes a kept connection; a sign-in provider's goes to auth. */
  async connect(session: SessionInfo, input: CodeInput): Promise<TokenAnswer> {
    if (!this.networks.has(input.media_type) && this.signInProviders.has(input.media_type)) {
      return this.signInProviders.keep(session, input);
    }
    const { userId } = session;
    const network = this.networks.get(input.media_type);
    let tokens: NetworkTokens;
    let account: string;
    try {
      tokens = await network.exchangeCode({
        code: input.code,
        redirectUri: input.redirect_uri,
        codeVerifier: input.code_verifier,
      });
      account = await network.account(tokens.accessToken);
    } catch (error) {
      throw answerOf(error);
    }
    const other = await connections.byAccount(this.db, network.mediaType, account);
    if (other && other.userId !== userId) throw new ApiError(BodyCode.SOCIAL_ACCOUNT_TAKEN);
    try {
      await connections.save(this.db, this.sealed(userId, network.mediaType, account, tokens));
    } catch (error) {
      // Two players connecting the same network account at once: the second lost on the unique account.
      if (isUniqueViolation(error)) throw new ApiError(BodyCode.SOCIAL_ACCOUNT_TAKEN);
      throw error;
    }
    return { media_type: network.mediaType, account_name: account, expires_at: tokens.expiresAt };
  }

  /** need_authorize: true when there is no connection or its tokens are dead (refresh refused). */
  async needAuthorize(userId: number, mediaType: string) {
    const network = this.networks.get(mediaType);
    const conn = await connections.of(this.db, userId, mediaType);
    let alive = false;
    if (conn) {
      try {
        await this.accessToken(conn);
        alive = true;
      } catch (error) {
        if (!(error instanceof ApiError && error.code === BodyCode.SOCIAL_NOT_CONNECTED)) throw error;
      }
    }
    return {
      media_type: network.mediaType,
      name: network.name,
      need_authorize: !alive,
      account_name: alive && conn ? conn.account : '',
      authorize: { url: network.authorize.url, client_id: network.authorize.clientId, scope: network.authorize.scope },
    };
  }

  /** get_following: one page of the player's follows, straight from the network. */
  async followingPage(userId: number, mediaType: string, cursor: string | null) {
    const page = await this.withToken(userId, mediaType, (network, token) => network.following(token, cursor));
    return {
      account_name: page.account,
      list: page.handles.map((h) => ({ handle: h.handle, followed_at: h.followedAt })),
      next_cursor: page.nextCursor,
    };
  }

  /** Whether the player's network account follows `handle` (asks the network; pages until found). */
  async follows(userId: number, mediaType: string, handle: string): Promise<boolean> {
    const wanted = handle.toLowerCase();
    return this.withToken(userId, mediaType, async (network, token) => {
      let cursor: string | null = null;
      for (let page = 0; page < MAX_FOLLOWING_PAGES; page++) {
        const answer = await network.following(token, cursor);
        if (answer.handles.some((h) => h.handle.toLowerCase() === wanted)) return true;
        cursor = answer.nextCursor;
        if (!cursor) return false;
      }
      return false;
    });
  }

  /** The player's network account name, or undefined when not connected. */
  async accountOf(userId: number, mediaType: string): Promise<string | undefined> {
    return (await connections.of(this.db, userId, mediaType))?.account;
  }

  async reportClientAuth(userId: number, platform: string, info: Record<string, unknown>) {
    const now = this.now();
    await connections.saveClientAuth(this.db, userId, platform, JSON.stringify(info), now);
    return { recorded_at: now };
  }

  /**
   * Runs a network read with the player's access token; a token the network refuses is refreshed once
   * and the read tried again (the network may end tokens before their stated expiry).
   */
  private async withToken<T>(
    userId: number,
    mediaType: string,
    read: (network: SocialNetwork, token: string) => Promise<T>,
  ): Promise<T> {
    const network = this.networks.get(mediaType);
    const conn = await connections.of(this.db, userId, mediaType);
    if (!conn) throw new ApiError(BodyCode.SOCIAL_NOT_CONNECTED);
    try {
      return await read(network, await this.accessToken(conn));
    } catch (error) {
      if (!(error instanceof NetworkError && error.kind === 'unauthorized')) throw answerOf(error);
    }
    try {
      return await read(network, await this.refresh(conn));
    } catch (error) {
      throw answerOf(error);
    }
  }

  /** The connection's access token, refreshed first when it has run out (or is about to). */
  private async accessToken(conn: ConnectionRow): Promise<string> {
    if (conn.expiresAt !== 0 && conn.expiresAt - REFRESH_MARGIN_MS <= this.now()) return this.refresh(conn);
    try {
      return this.box.open(this.binding(conn), conn.accessSealed);
    } catch {
      // Sealed under another key (SOCIAL_TOKEN_KEY changed): connect again.
      throw new ApiError(BodyCode.SOCIAL_NOT_CONNECTED);
    }
  }

  private refresh(conn: ConnectionRow): Promise<string> {
    const key = this.binding(conn);
    let pending = this.refreshing.get(key);
    if (!pending) {
      pending = this.refreshNow(conn).finally(() => this.refreshing.delete(key));
      this.refreshing.set(key, pending);
    }
    return pending;
  }

  private async refreshNow(conn: ConnectionRow): Promise<string> {
    const network = this.networks.get(conn.mediaType);
    let refreshToken: string;
    try {
      if (!conn.refreshSealed) throw new Error('no refresh token');
      refreshToken = this.box.open(this.binding(conn), conn.refreshSealed);
    } catch {
      throw new ApiError(BodyCode.SOCIAL_NOT_CONNECTED);
    }
    let tokens: NetworkTokens;
    try {
      tokens = await network.refresh(refreshToken);
    } catch (error) {
      if (error instanceof NetworkError && error.kind === 'rejected') throw new ApiError(BodyCode.SOCIAL_NOT_CONNECTED);
      throw answerOf(error);
    }
    // A network that does not rotate refresh tokens keeps the old one valid.
    const kept = { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
    await connections.updateTokens(this.db, this.sealed(conn.userId, conn.mediaType, conn.account, kept));
    return tokens.accessToken;
  }

  private sealed(userId: number, mediaType: string, account: string, tokens: NetworkTokens) {
    const binding = `${mediaType}:${userId}`;
    return {
      userId,
      mediaType,
      account,
      accessSealed: this.box.seal(binding, tokens.accessToken),
      refreshSealed: tokens.refreshToken ? this.box.seal(binding, tokens.refreshToken) : null,
      expiresAt: tokens.expiresAt,
      now: this.now(),
    };
  }

  private binding(conn: Pick<ConnectionRow, 'mediaType' | 'userId'>): string {
    return `${conn.mediaType}:${conn.userId}`;
  }
}
