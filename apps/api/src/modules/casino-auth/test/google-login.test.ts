import { BodyCode } from '@app/shared';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthProvidersFor } from '../../../../../../scripts/dev-oidc-server';
import { freshAddress, post } from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { startTestOidcServer, type TestOidcServer } from '../../auth/test/helpers/oidc-server';
import { buildCasinoAuthTestApp, type CasinoAuthTestApp } from './helpers';

const REDIRECT_URI = 'http://127.0.0.1:13180/en-US/luckybear/oauth-callback';
const CLIENT_ID = 'casino-test';

/**
 * lb_google_login against the local OpenID provider (scripts/dev-oidc-server.ts) configured as the
 * provider "google", as the auth module's third-party tests do: no host outside this machine.
 */
describe('casino brand lb_google_login (OAuth 2.0 code + PKCE)', () => {
  let google: TestOidcServer;
  let t: CasinoAuthTestApp;
  beforeAll(async () => {
    google = await startTestOidcServer({ clientId: CLIENT_ID, redirectUris: [REDIRECT_URI] });
    t = await buildCasinoAuthTestApp({ OAUTH_PROVIDERS: oauthProvidersFor(google, CLIENT_ID, 'google', 'Google') });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  const call = (url: string, payload: object) => post(t.app, url, payload, commonHeaders(), freshAddress());

  async function callbackFor(account: string) {
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const started = await call('/casino/user/lb_google_auth_url', {
      redirect_uri: REDIRECT_URI,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      state,
    });
    expect(started.body.code).toBe(0);
    const redirect = await google.authorize(started.body.data.url, account);
    expect(redirect.state).toBe(state);
    return { code: redirect.code, redirect_uri: REDIRECT_URI, code_verifier: codeVerifier, state, iss: redirect.iss };
  }

  it('signs in (registering on first sight) and the same Google account signs into the same user', async () => {
    const first = await call('/casino/user/lb_google_login', await callbackFor('gina'));
    expect(first.body).toMatchObject({ code: 0, data: { user_login: 'third_party', is_new_user: true } });
    const second = await call('/casino/user/lb_google_login', await callbackFor('gina'));
    expect(second.body).toMatchObject({ code: 0, data: { user_id: first.body.data.user_id, is_new_user: false } });
    const identity = await t.db
      .selectFrom('user_identity')
      .select(['provider'])
      .where('user_id', '=', first.body.data.user_id)
      .executeTakeFirst();
    expect(identity?.provider).toBe('google');
  });

  it('a wrong code verifier is refused (1005) and creates nobody', async () => {
    const callback = await callbackFor('hugo');
    const wrongVerifier = await call('/casino/user/lb_google_login', {
      ...callback,
      code_verifier: oidc.randomPKCECodeVerifier(),
    });
    expect(wrongVerifier.body.code).toBe(BodyCode.AUTH_FAILED);
    expect(
      await t.db
        .selectFrom('user_identity')
        .select('id')
        .where('provider', '=', 'google')
        .where('account_name', 'like', 'hugo%')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('lb_login_conf says Google is offered; bad input is 1001', async () => {
    const conf = await t.app.inject({ method: 'GET', url: '/casino/user/lb_login_conf', headers: commonHeaders() });
    expect(conf.json().data.google).toBe(true);
    expect(
      (await call('/casino/user/lb_google_login', { code: 'x', redirect_uri: 'nope', code_verifier: 'short' })).body,
    ).toMatchObject({
      code: BodyCode.INVALID_PARAMS,
      data: { field: 'redirect_uri' },
    });
  });
});
