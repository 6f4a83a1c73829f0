import type { SocialNetworkConfig } from '../social.config';
import { type FollowingPage, NetworkError, type NetworkTokens, type SocialNetwork } from './social-network';

/** Each request to the network; tries per call (the first and two retries) and the wait between. */
const REQUEST_TIMEOUT_MS = 5_000;
const ATTEMPTS = 3;
const BACKOFF_MS = [100, 300];
/** A Retry-After longer than this is not waited for inside a player's request: the call fails instead. */
const MAX_WAIT_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryable(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * The dev network's API (scripts/dev-social-network.ts): a standard OAuth 2.0 token endpoint (code +
 * PKCE, refresh_token) and GET {api_url}/me, {api_url}/following?cursor=. A real network gets its own
 * adapter of SocialNetwork beside this one (their follow APIs differ); the OAuth half is the same.
 */
export class DevFollowsNetwork implements SocialNetwork {
  readonly mediaType: string;
  readonly name: string;
  readonly authorize: { url: string; clientId: string; scope: string };

  constructor(
    private readonly config: SocialNetworkConfig,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.mediaType = config.media_type;
    this.name = config.name;
    this.authorize = { url: config.authorize_url, clientId: config.client_id, scope: config.scope };
  }

  followUrl(handle: string): string {
    return this.config.follow_url.replace('{handle}', encodeURIComponent(handle));
  }

  exchangeCode(p: { code: string; redirectUri: string; codeVerifier: string }): Promise<NetworkTokens> {
    return this.token({
      grant_type: 'authorization_code',
      code: p.code,
      redirect_uri: p.redirectUri,
      code_verifier: p.codeVerifier,
    });
  }

  refresh(refreshToken: string): Promise<NetworkTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  async account(accessToken: string): Promise<string> {
    const body = (await this.api(accessToken, '/me')) as { account?: unknown };
    if (typeof body.account !== 'string') throw new NetworkError('unavailable', 'the network answered no account');
    return body.account;
  }

  async following(accessToken: string, cursor: string | null): Promise<FollowingPage> {
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const body = (await this.api(accessToken, `/following${query}`)) as {
      account?: string;
      data?: Array<{ handle: string; followed_at: number }>;
      next_cursor?: string | null;
    };
    if (typeof body.account !== 'string' || !Array.isArray(body.data)) {
      throw new NetworkError('unavailable', 'the network answered an unexpected page');
    }
    return {
      account: body.account,
      handles: body.data.map((f) => ({ handle: String(f.handle), followedAt: Number(f.followed_at) || 0 })),
      nextCursor: body.next_cursor ?? null,
    };
  }

  private async token(form: Record<string, string>): Promise<NetworkTokens> {
    const body = new URLSearchParams({ ...form, client_id: this.config.client_id });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (this.config.client_secret) {
      const basic = `${encodeURIComponent(this.config.client_id)}:${encodeURIComponent(this.config.client_secret)}`;
      headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
    }
    const res = await this.send(this.config.token_url, { method: 'POST', headers, body });
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.status === 400 || res.status === 401) {
      // invalid_grant and friends: the code (or refresh token) is used, expired or not this client's.
      throw new NetworkError('rejected', String(json.error ?? `token endpoint ${res.status}`));
    }
    if (!res.ok || typeof json.access_token !== 'string') {
      throw new NetworkError('unavailable', `token endpoint answered ${res.status}`);
    }
    const expiresIn = Number(json.expires_in);
    return {
      accessToken: json.access_token,
      refreshToken: typeof json.refresh_token === 'string' ? json.refresh_token : null,
      expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? this.now() + expiresIn * 1000 : 0,
      scope: typeof json.scope === 'string' ? json.scope : '',
    };
  }

  private async api(accessToken: string, path: string): Promise<unknown> {
    const res = await this.send(`${this.config.api_url}${path}`, {
      method: 'GET',
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (res.status === 401) throw new NetworkError('unauthorized', 'the network refused the access token');
    if (!res.ok) throw new NetworkError('unavailable', `the network answered ${res.status}`);
    return res.json();
  }

  /** One call with retries on 429, 5xx and network errors (Retry-After honoured up to MAX_WAIT_MS). */
  private async send(url: string, init: RequestInit): Promise<Response> {
    let last = 'no answer';
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        if (!retryable(res.status)) return res;
        last = `answered ${res.status}`;
        await res.body?.cancel();
        const after = Number(res.headers.get('retry-after')) * 1000;
        if (after > MAX_WAIT_MS) break;
        if (attempt + 1 < ATTEMPTS) await sleep(Math.max(after || 0, BACKOFF_MS[attempt] ?? 300));
      } catch (error) {
        last = (error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable';
        if (attempt + 1 < ATTEMPTS) await sleep(BACKOFF_MS[attempt] ?? 300);
      }
    }
    throw new NetworkError('unavailable', `the network ${last}`);
  }
}
