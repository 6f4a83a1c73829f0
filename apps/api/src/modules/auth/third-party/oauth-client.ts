import { BodyCode } from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { ApiError } from '../../../lib/api-error';
import type { OAuthProviderConfig } from '../auth.config';
import type { SignInProfile } from '../core/account.service';

/** What the client brings back from the provider's redirect (authorization code + PKCE). */
export interface OAuthCallback {
  code: string;
  redirectUri: string;
  codeVerifier: string;
  /** The state the client sent with the authorization request; '' when it sent none. */
  state: string;
  /** The redirect's `iss` parameter (RFC 9207), when the client passes it on. */
  iss?: string;
}

/** A provider account proven by a code exchange: who it is, and the token to act on its behalf. */
export interface OAuthProof {
  provider: OAuthProviderConfig;
  subject: string;
  /** email, else name, else preferred_username; '' when the provider told none. */
  accountName: string;
  profile: SignInProfile;
  accessToken: string;
  /** Unix ms; 0 when the provider did not say. */
  expiresAt: number;
}

/** Seconds for discovery and for each request to a provider. */
const PROVIDER_TIMEOUT_S = 10;

function isLoopback(issuer: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A short, safe reason for the answer; the full error goes to the log. */
function reasonOf(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) return error.error;
  if (error instanceof oidc.ClientError) return error.message.slice(0, 120);
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'provider timed out';
  }
  return 'provider unreachable';
}

/**
 * OpenID Connect clients of the configured providers (config.auth.oauthProviders). Each issuer is
 * discovered on first use and kept; a failed discovery is forgotten, so the next call tries again and
 * an unreachable provider never stops the app from starting.
 */
export class OAuthClients {
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();

  constructor(
    readonly providers: readonly OAuthProviderConfig[],
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The provider of a media_type; 1003 when none is configured. */
  provider(mediaType: string): OAuthProviderConfig {
    const provider = this.providers.find((p) => p.media_type === mediaType);
    if (!provider) {
      throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, `Unknown provider: ${mediaType}`, { field: 'media_type' });
    }
    return provider;
  }

  /** The authorization URL: response_type code, the configured scope, PKCE S256 and the client's state. */
  async authorizationUrl(
    mediaType: string,
    request: { redirectUri: string; codeChallenge: string; state: string },
  ): Promise<string> {
    const provider = this.provider(mediaType);
    const configuration = await this.configuration(provider);
    return oidc.buildAuthorizationUrl(configuration, {
      response_type: 'code',
      redirect_uri: request.redirectUri,
      scope: provider.scope,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
      state: request.state,
    }).href;
  }

  /**
   * Exchanges the code (with the PKCE verifier) at the token endpoint and reads the ID token. Any
   * failure of the exchange (wrong, used or expired code, wrong verifier, state mismatch, bad ID token,
   * provider down) is 1005 with a short reason. Network I/O only: call it outside any transaction.
   */
  async exchange(mediaType: string, callback: OAuthCallback): Promise<OAuthProof> {
    const provider = this.provider(mediaType);
    const configuration = await this.configuration(provider);
    const currentUrl = new URL(callback.redirectUri);
    currentUrl.searchParams.set('code', callback.code);
    if (callback.state) currentUrl.searchParams.set('state', callback.state);
    // RFC 9207: when the provider sends `iss`, openid-client insists on it. A client that did not pass
    // it on gets the expected issuer: the code goes to this issuer's token endpoint either way.
    const metadata = configuration.serverMetadata();
    if (callback.iss || metadata.authorization_response_iss_parameter_supported) {
      currentUrl.searchParams.set('iss', callback.iss ?? metadata.issuer);
    }
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: callback.codeVerifier,
        expectedState: callback.state || undefined,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token'); // idTokenExpected has already checked
      let details: Record<string, unknown> = claims;
      if (!text(claims.email) && !text(claims.name)) {
        details = { ...(await this.userInfo(configuration, tokens.access_token, claims.sub)), ...claims };
      }
      const expiresIn = tokens.expiresIn();
      return {
        provider,
        subject: claims.sub,
        accountName: text(details.email) ?? text(details.name) ?? text(details.preferred_username) ?? '',
        profile: {
          username: text(details.preferred_username),
          first_name: text(details.given_name),
          last_name: text(details.family_name),
          photo_url: text(details.picture),
          language_code: text(details.locale),
        },
        accessToken: tokens.access_token,
        expiresAt: expiresIn === undefined ? 0 : this.now() + expiresIn * 1000,
      };
    } catch (error) {
      const reason = reasonOf(error);
      this.log.info({ err: error, provider: provider.media_type }, `third-party code exchange failed: ${reason}`);
      throw new ApiError(BodyCode.AUTH_FAILED, `Third-party sign-in failed: ${reason}`);
    }
  }

  /** The userinfo claims, for providers whose ID token carries only the subject; {} when unavailable. */
  private async userInfo(
    configuration: oidc.Configuration,
    accessToken: string,
    subject: string,
  ): Promise<Record<string, unknown>> {
    if (!configuration.serverMetadata().userinfo_endpoint) return {};
    try {
      return await oidc.fetchUserInfo(configuration, accessToken, subject);
    } catch (error) {
      this.log.warn({ err: error }, 'third-party userinfo request failed; signing in with the ID token only');
      return {};
    }
  }

  private configuration(provider: OAuthProviderConfig): Promise<oidc.Configuration> {
    let pending = this.configurations.get(provider.media_type);
    if (!pending) {
      pending = this.discover(provider);
      this.configurations.set(provider.media_type, pending);
      pending.catch((error: unknown) => {
        this.configurations.delete(provider.media_type);
        this.log.warn({ err: error, issuer: provider.issuer }, 'OIDC discovery failed; the next call tries again');
      });
    }
    return pending.catch(() => {
      throw Object.assign(new Error(`provider ${provider.media_type} is unavailable`), { statusCode: 503 });
    });
  }

  private discover(provider: OAuthProviderConfig): Promise<oidc.Configuration> {
    const issuer = new URL(provider.issuer);
    return oidc.discovery(
      issuer,
      provider.client_id,
      undefined,
      provider.client_secret ? oidc.ClientSecretBasic(provider.client_secret) : oidc.None(),
      {
        timeout: PROVIDER_TIMEOUT_S,
        execute: issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
      },
    );
  }
}
