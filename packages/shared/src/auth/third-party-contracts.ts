import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ZLoginResponse } from './login-contracts';

/** The OAuth 2.0 authorization-code-with-PKCE result the client brings back from the provider. */
export const ZOAuthCallback = {
  media_type: z.string().regex(/^[a-z0-9_]{2,32}$/, 'must be a provider id'),
  code: z.string().min(1, 'is required').max(2048),
  redirect_uri: z.url({ error: 'must be a URL' }).max(2048),
  code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be a PKCE code verifier (43-128 characters)'),
  state: z.string().max(256).optional().default(''),
  /** RFC 9207: the redirect's `iss` parameter, passed on so the API can refuse a mixed-up issuer. */
  iss: z.string().max(512).optional(),
};

/** POST /user/third_party_auth_url: where to send the browser to sign in with a provider (PKCE S256). */
export const thirdPartyAuthUrl = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/third_party_auth_url',
  summary: 'The authorization URL of a third-party provider, for a PKCE code challenge the client made',
  request: z.object({
    media_type: ZOAuthCallback.media_type,
    redirect_uri: ZOAuthCallback.redirect_uri,
    code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a S256 code challenge'),
    state: z.string().min(8).max(256),
  }),
  response: z.object({ url: z.string() }),
});

/** POST /user/third_party_regist_or_login: exchange the code (PKCE) and sign in or register. */
export const thirdPartyRegistOrLogin = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/third_party_regist_or_login',
  summary: 'Sign in (or register) with a third-party account (OAuth 2.0 code + PKCE)',
  request: z.object({ ...ZOAuthCallback, start_param: z.string().max(512).optional().default('') }),
  response: ZLoginResponse,
});

export const ZThirdPartyBinding = z.object({
  media_type: z.string(),
  name: z.string().describe('Provider display name'),
  bound: z.boolean(),
  account_name: z.string().describe('The provider account (email or name), "" when not bound'),
  bound_at: z.number().int().describe('Unix ms, 0 when not bound'),
});

/** POST /user/third_party_bind: bind a third-party account to the signed-in user. */
export const thirdPartyBind = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/third_party_bind',
  summary: 'Bind a third-party account to the signed-in user (OAuth 2.0 code + PKCE)',
  request: z.object(ZOAuthCallback),
  response: ZThirdPartyBinding,
});

/** POST /user/third_party_regbind_info_list: every configured provider and whether it is bound. */
export const thirdPartyRegbindInfoList = defineEndpoint({
  group: 'user',
  method: 'POST',
  path: '/user/third_party_regbind_info_list',
  summary: 'Configured third-party providers and the signed-in user’s bindings',
  request: z.object({}),
  response: z.object({ list: z.array(ZThirdPartyBinding) }),
});
