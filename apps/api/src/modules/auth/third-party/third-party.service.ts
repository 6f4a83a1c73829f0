import type { LoginResponse } from '@app/shared/auth/login-contracts';
import type { ZThirdPartyBinding } from '@app/shared/auth/third-party-contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/types';
import { accountRepository } from '../core/account.repository';
import type { AccountService, ProvenIdentity, SignInContext } from '../core/account.service';
import { requireRecentSignIn } from '../core/guards';
import type { SessionInfo } from '../core/session.service';
import type { OAuthCallback, OAuthClients, OAuthProof } from './oauth-client';

/** A callback as the contracts carry it (snake_case, the OAuth names). */
export interface CallbackInput {
  media_type: string;
  code: string;
  redirect_uri: string;
  code_verifier: string;
  state?: string;
  iss?: string;
}

type ThirdPartyBinding = z.infer<typeof ZThirdPartyBinding>;

function callbackOf(input: CallbackInput): OAuthCallback {
  return {
    code: input.code,
    redirectUri: input.redirect_uri,
    codeVerifier: input.code_verifier,
    state: input.state ?? '',
    ...(input.iss ? { iss: input.iss } : {}),
  };
}

function identityOf(proof: OAuthProof): ProvenIdentity {
  return { provider: proof.provider.media_type, subject: proof.subject, accountName: proof.accountName };
}

/**
 * Third-party sign-in, binding and provider tokens (OAuth 2.0 code + PKCE, OpenID Connect). The code
 * exchange (network) always happens before, never inside, the account service's transactions.
 */
export class ThirdPartyService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountService,
    readonly oauth: OAuthClients,
  ) {}

  /** Signs in (or registers) the provider account's user. */
  async signIn(input: CallbackInput, signIn: SignInContext): Promise<LoginResponse> {
    const proof = await this.oauth.exchange(input.media_type, callbackOf(input));
    const login = await this.accounts.signInWithIdentity(identityOf(proof), proof.profile, 'third_party', signIn);
    await this.keepToken(proof);
    return login;
  }

  /** Binds the provider account to the signed-in user (a recent sign-in is required: 1010). */
  async bind(session: SessionInfo, input: CallbackInput): Promise<ThirdPartyBinding> {
    requireRecentSignIn(session);
    const proof = await this.oauth.exchange(input.media_type, callbackOf(input));
    const { boundAt } = await this.accounts.bindIdentity(session.userId, identityOf(proof));
    await this.keepToken(proof);
    return {
      media_type: proof.provider.media_type,
      name: proof.provider.name,
      bound: true,
      account_name: proof.accountName,
      bound_at: boundAt,
    };
  }

  /**
   * Keeps the provider token of an account of the user's (social follow checks). An account bound to
   * nobody is bound first, which needs a recent sign-in like third_party_bind; one bound to another
   * user is 1009.
   */
  async keepTokenFor(
    session: SessionInfo,
    input: CallbackInput,
  ): Promise<{ media_type: string; account_name: string; expires_at: number }> {
    const proof = await this.oauth.exchange(input.media_type, callbackOf(input));
    const known = await accountRepository.findIdentity(this.db, proof.provider.media_type, proof.subject);
    if (known?.userId !== session.userId) {
      requireRecentSignIn(session);
      await this.accounts.bindIdentity(session.userId, identityOf(proof));
    }
    await this.keepToken(proof);
    return { media_type: proof.provider.media_type, account_name: proof.accountName, expires_at: proof.expiresAt };
  }

  /** Every configured provider, with the user's binding when there is one. */
  async bindings(userId: number): Promise<ThirdPartyBinding[]> {
    const identities = await accountRepository.listIdentities(this.db, userId);
    return this.oauth.providers.map((provider) => {
      const identity = identities.find((i) => i.provider === provider.media_type);
      return {
        media_type: provider.media_type,
        name: provider.name,
        bound: identity !== undefined,
        account_name: identity?.account_name ?? '',
        bound_at: identity?.created_at ?? 0,
      };
    });
  }

  private keepToken(proof: OAuthProof): Promise<void> {
    return accountRepository.saveIdentityToken(
      this.db,
      proof.provider.media_type,
      proof.subject,
      proof.accessToken,
      proof.expiresAt,
    );
  }
}
