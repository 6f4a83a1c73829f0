import { BodyCode } from '@app/shared';
import * as oidc from 'openid-client';
import { afterEach, describe, expect, it } from 'vitest';
import { oauthProvidersFor } from '../../../../../../scripts/dev-oidc-server';
import { post } from '../../../../test/helpers/sign-in';
import { buildTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { startTestOidcServer, type TestOidcServer } from './helpers/oidc-server';

const REDIRECT_URI = 'http://127.0.0.1:13180/en-US/user/oauth-callback';
const CLIENT_ID = 'api-test';

/** Provider discovery: lazy, kept once it worked, tried again after a failure; http only on loopback. */
describe('third-party provider discovery', () => {
  const cleanup: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const c of cleanup.splice(0).reverse()) await c.close();
  });

  async function start(options: { host?: string; port?: number } = {}): Promise<TestOidcServer> {
    const server = await startTestOidcServer({ clientId: CLIENT_ID, redirectUris: [REDIRECT_URI], ...options });
    cleanup.push(server);
    return server;
  }
  async function appFor(issuer: string): Promise<TestApp> {
    const t = await buildTestApp({ OAUTH_PROVIDERS: oauthProvidersFor({ issuer }, CLIENT_ID) });
    cleanup.push(t);
    return t;
  }
  const authUrl = async (t: TestApp) =>
    post(t.app, '/user/third_party_auth_url', {
      media_type: 'google_dev',
      redirect_uri: REDIRECT_URI,
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      state: oidc.randomState(),
    });

  it('starts with the provider down, answers 503 meanwhile, and discovers it once it is up', async () => {
    const first = await start();
    const { port } = new URL(first.issuer);
    await cleanup.pop()?.close();

    const t = await appFor(first.issuer);
    const down = await authUrl(t);
    expect(down.status).toBe(503);
    expect(down.body.code).toBe(BodyCode.SERVICE_UNAVAILABLE);

    const up = await start({ port: Number(port) });
    expect(up.issuer).toBe(first.issuer);
    const res = await authUrl(t);
    expect(res.body.code).toBe(BodyCode.OK);
    expect(res.body.data.url.startsWith(`${up.issuer}/auth?`)).toBe(true);
  });

  it('refuses a plain-http issuer that is not 127.0.0.1 or localhost', async () => {
    const elsewhere = await start({ host: '127.0.0.2' });
    const metadata = await fetch(`${elsewhere.issuer}/.well-known/openid-configuration`);
    expect(metadata.status).toBe(200); // reachable: the refusal is the API's
    const res = await authUrl(await appFor(elsewhere.issuer));
    expect(res.status).toBe(503);
  });
});
