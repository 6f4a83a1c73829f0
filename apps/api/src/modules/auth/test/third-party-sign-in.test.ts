import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthProvidersFor } from '../../../../../../scripts/dev-oidc-server';
import {
  type AuthTestApp,
  buildAuthTestApp,
  freshAddress,
  post,
  sessionHeaders,
  signInByPhone,
} from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { startTestOidcServer, type TestOidcServer } from './helpers/oidc-server';

const REDIRECT_URI = 'http://127.0.0.1:13180/en-US/user/oauth-callback';
const CLIENT_ID = 'api-test';

/**
 * The whole flow against a real OpenID provider on loopback (scripts/dev-oidc-server.ts): the API
 * builds the authorization URL, the helper signs in on the provider's page over HTTP, the API exchanges
 * the code with PKCE. Two providers: google_dev puts the profile in the ID token (as Google does),
 * plain_dev only the subject (the API then reads userinfo).
 */
describe('third-party sign-in (OAuth 2.0 code + PKCE, OpenID Connect)', () => {
  let google: TestOidcServer;
  let plain: TestOidcServer;
  let t: AuthTestApp;
  let phoneSerial = 700_000;

  beforeAll(async () => {
    google = await startTestOidcServer({ clientId: CLIENT_ID, redirectUris: [REDIRECT_URI] });
    plain = await startTestOidcServer({ clientId: CLIENT_ID, redirectUris: [REDIRECT_URI], claimsInIdToken: false });
    t = await buildAuthTestApp({
      OAUTH_PROVIDERS: JSON.stringify([
        ...JSON.parse(oauthProvidersFor(google, CLIENT_ID)),
        ...JSON.parse(oauthProvidersFor(plain, CLIENT_ID, 'plain_dev', 'Plain (dev)')),
      ]),
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
    await plain?.close();
  });

  const call = (url: string, payload: object, headers = commonHeaders()) =>
    post(t.app, url, payload, headers, freshAddress());

  /** What the web app does before leaving for the provider: a PKCE pair, a state, the URL from the API. */
  async function startAuthorization(mediaType: string) {
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
    const state = oidc.randomState();
    const res = await call('/user/third_party_auth_url', {
      media_type: mediaType,
      redirect_uri: REDIRECT_URI,
      code_challenge: codeChallenge,
      state,
    });
    expect(res.body.code).toBe(BodyCode.OK);
    return { url: res.body.data.url as string, codeVerifier, codeChallenge, state };
  }

  /** Authorization URL, sign-in on the provider's page as `account`, the callback's body for the API. */
  async function callbackFor(account: string, mediaType = 'google_dev') {
    const started = await startAuthorization(mediaType);
    const server = mediaType === 'google_dev' ? google : plain;
    const redirect = await server.authorize(started.url, account);
    expect(redirect.state).toBe(started.state);
    return {
      media_type: mediaType,
      code: redirect.code,
      redirect_uri: REDIRECT_URI,
      code_verifier: started.codeVerifier,
      state: redirect.state,
    };
  }

  async function signInAs(account: string): Promise<LoginResponse> {
    const res = await call('/user/third_party_regist_or_login', await callbackFor(account));
    expect(res.body).toMatchObject({ code: BodyCode.OK });
    return res.body.data;
  }

  const signInByNewPhone = () => signInByPhone(t, `916${phoneSerial++}`);

  it('answers the provider authorization URL with the S256 challenge and the state', async () => {
    const started = await startAuthorization('google_dev');
    const url = new URL(started.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge: started.codeChallenge,
      code_challenge_method: 'S256',
      state: started.state,
    });
  });

  it('registers a new user on the first sign-in, then signs the same user in with a new key', async () => {
    const first = await call('/user/third_party_regist_or_login', {
      ...(await callbackFor('alice')),
      start_param: 'from_partner-m_0',
    });
    expect(first.body).toMatchObject({
      code: BodyCode.OK,
      data: { username: 'alice', user_login: 'third_party', is_new_user: true },
    });
    const info = await call('/user/get_user_info', {}, sessionHeaders(first.body.data));
    expect(info.body.data).toMatchObject({ first_name: 'alice', last_name: 'Tester', language_code: 'en' });

    const second = await signInAs('alice');
    expect(second).toMatchObject({ user_id: first.body.data.user_id, is_new_user: false, user_login: 'third_party' });
    expect(second.user_secret_key).not.toBe(first.body.data.user_secret_key);

    const token = await t.db
      .selectFrom('user_identity')
      .select(['account_name', 'access_token', 'token_expires_at'])
      .where('provider', '=', 'google_dev')
      .where('subject', '=', 'alice')
      .executeTakeFirstOrThrow();
    expect(token.account_name).toBe('alice@example.test');
    expect(token.access_token).toBeTruthy();
    expect(Number(token.token_expires_at)).toBeGreaterThan(Date.now());
  });

  it('refuses a wrong code verifier with 1005', async () => {
    const callback = await callbackFor('bob');
    const res = await call('/user/third_party_regist_or_login', {
      ...callback,
      code_verifier: oidc.randomPKCECodeVerifier(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: BodyCode.AUTH_FAILED, msg: 'Third-party sign-in failed: invalid_grant' });
  });

  it('refuses a code used twice with 1005', async () => {
    const callback = await callbackFor('carol');
    expect((await call('/user/third_party_regist_or_login', callback)).body.code).toBe(BodyCode.OK);
    const again = await call('/user/third_party_regist_or_login', callback);
    expect(again.body).toMatchObject({ code: BodyCode.AUTH_FAILED, msg: 'Third-party sign-in failed: invalid_grant' });
  });

  it('refuses a callback whose iss names another issuer (RFC 9207 mix-up) with 1005, and takes the right one', async () => {
    const mixed = await call('/user/third_party_regist_or_login', {
      ...(await callbackFor('erin')),
      iss: 'https://evil.example',
    });
    expect(mixed.body.code).toBe(BodyCode.AUTH_FAILED);
    const right = await call('/user/third_party_regist_or_login', {
      ...(await callbackFor('erin')),
      iss: google.issuer,
    });
    expect(right.body.code).toBe(BodyCode.OK);
  });

  it('refuses a made-up code with 1005', async () => {
    const callback = await callbackFor('dave');
    const res = await call('/user/third_party_regist_or_login', { ...callback, code: 'not-a-code' });
    expect(res.body.code).toBe(BodyCode.AUTH_FAILED);
  });

  it('answers an unknown provider with 1003 naming media_type', async () => {
    const res = await call('/user/third_party_auth_url', {
      media_type: 'nope',
      redirect_uri: REDIRECT_URI,
      code_challenge: 'A'.repeat(43),
      state: 'state-123',
    });
    expect(res.body).toEqual({
      code: BodyCode.RESOURCE_NOT_FOUND,
      msg: 'Unknown provider: nope',
      data: { field: 'media_type' },
    });
    const exchange = await call('/user/third_party_regist_or_login', {
      media_type: 'nope',
      code: 'x',
      redirect_uri: REDIRECT_URI,
      code_verifier: oidc.randomPKCECodeVerifier(),
    });
    expect(exchange.body.code).toBe(BodyCode.RESOURCE_NOT_FOUND);
  });

  it('binds a provider account to a signed-in user; the list shows it; a second user gets 1009', async () => {
    const owner = await signInByNewPhone();
    const before = await call('/user/third_party_regbind_info_list', {}, sessionHeaders(owner));
    expect(before.body.data.list).toEqual([
      { media_type: 'google_dev', name: 'Google (dev)', bound: false, account_name: '', bound_at: 0 },
      { media_type: 'plain_dev', name: 'Plain (dev)', bound: false, account_name: '', bound_at: 0 },
    ]);

    // plain_dev's ID token carries only the subject: the account name comes from userinfo.
    const bind = await call('/user/third_party_bind', await callbackFor('erin', 'plain_dev'), sessionHeaders(owner));
    expect(bind.body).toMatchObject({
      code: BodyCode.OK,
      data: { media_type: 'plain_dev', name: 'Plain (dev)', bound: true, account_name: 'erin@example.test' },
    });
    const list = await call('/user/third_party_regbind_info_list', {}, sessionHeaders(owner));
    expect(list.body.data.list).toEqual([
      { media_type: 'google_dev', name: 'Google (dev)', bound: false, account_name: '', bound_at: 0 },
      {
        media_type: 'plain_dev',
        name: 'Plain (dev)',
        bound: true,
        account_name: 'erin@example.test',
        bound_at: bind.body.data.bound_at,
      },
    ]);

    // The bound account now signs its owner in.
    const signIn = await call('/user/third_party_regist_or_login', await callbackFor('erin', 'plain_dev'));
    expect(signIn.body.data).toMatchObject({ user_id: owner.user_id, is_new_user: false });

    const other = await signInByNewPhone();
    const taken = await call('/user/third_party_bind', await callbackFor('erin', 'plain_dev'), sessionHeaders(other));
    expect(taken.body.code).toBe(BodyCode.CONFLICT);
  });

  it('asks for a session on bind and on the binding list (1004)', async () => {
    const bind = await call('/user/third_party_bind', await callbackFor('frank'));
    expect(bind.body.code).toBe(BodyCode.SESSION_INVALID);
    const list = await call('/user/third_party_regbind_info_list', {});
    expect(list.body.code).toBe(BodyCode.SESSION_INVALID);
  });

  it('get_token refuses a user_id other than the session’s with 1004', async () => {
    const user = await signInAs('gina');
    const { state: _state, ...callback } = await callbackFor('gina');
    const res = await call(
      '/api/social_media/get_token',
      { ...callback, user_id: user.user_id + 1 },
      sessionHeaders(user),
    );
    expect(res.body.code).toBe(BodyCode.SESSION_INVALID);
  });

  it('get_token keeps the token of the user’s account (binding it when new) and answers expires_at', async () => {
    const user = await signInAs('hank');
    const { state: _state, ...callback } = await callbackFor('hank');
    const res = await call('/api/social_media/get_token', { ...callback, user_id: user.user_id }, sessionHeaders(user));
    expect(res.body).toMatchObject({
      code: BodyCode.OK,
      data: { media_type: 'google_dev', account_name: 'hank@example.test' },
    });
    // oidc-provider's access tokens live an hour.
    expect(res.body.data.expires_at).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(res.body.data.expires_at).toBeLessThanOrEqual(Date.now() + 60 * 60_000);

    const { state: _s, ...plainCallback } = await callbackFor('hank', 'plain_dev');
    const bound = await call(
      '/api/social_media/get_token',
      { ...plainCallback, user_id: user.user_id },
      sessionHeaders(user),
    );
    expect(bound.body).toMatchObject({ code: BodyCode.OK, data: { media_type: 'plain_dev' } });
    const list = await call('/user/third_party_regbind_info_list', {}, sessionHeaders(user));
    expect(list.body.data.list.map((b: { bound: boolean }) => b.bound)).toEqual([true, true]);

    // Someone else's account: 1009, and nothing is kept for the caller.
    const other = await signInByNewPhone();
    const { state: _o, ...othersCallback } = await callbackFor('hank');
    const taken = await call(
      '/api/social_media/get_token',
      { ...othersCallback, user_id: other.user_id },
      sessionHeaders(other),
    );
    expect(taken.body.code).toBe(BodyCode.CONFLICT);
  });
});
