import { createHash, randomBytes } from 'node:crypto';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { socialNetworksFor } from '../../../../../../scripts/dev-oidc-server';
import { playerCalls } from '../../../../test/helpers/player-calls';
import { coinBalance } from '../../../../test/helpers/player-reads';
import { signInByPhone } from '../../../../test/helpers/sign-in';
import { buildTestApp } from '../../../../test/helpers/test-app';
import { createDatabase } from '../../../db/create-db';
import { CapturingSmsSender } from '../../auth';
import { startTestOidcServer, type TestOidcServer } from '../../auth/test/helpers/oidc-server';
import { movableClock } from '../../payments/test/helpers/payments-test-app';

export const MEDIA = 'x_dev';
const CLIENT_ID = 'social-test';
/** The web app's callback; the browserless helper stops at the redirect to it. */
export const REDIRECT_URI = 'http://127.0.0.1:13180/en-US/profile/followTask';

let serial = 0;

/** A PKCE pair as the browser makes it (RFC 7636 S256). */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * The API listening on 127.0.0.1 with the dev OIDC server in social network mode (in-process, a free
 * port: the follows API pages 2 at a time so paging is exercised), players signed in by phone (each with
 * the WH 1000 welcome bonus). `accessTokenTtlS` short: every read refreshes the token first.
 */
export async function buildSocialTestApp(options: { accessTokenTtlS?: number } = {}) {
  const network: TestOidcServer = await startTestOidcServer({
    clientId: CLIENT_ID,
    redirectUris: [REDIRECT_URI],
    social: { pageSize: 2, accessTokenTtlS: options.accessTokenTtlS },
  });
  const sms = new CapturingSmsSender();
  // One movable clock for the job runner and the social module (compose.ts): the close job's tests move it.
  const clock = movableClock();
  const t = await buildTestApp(
    { JOBS_POLL_MS: '50', SOCIAL_NETWORKS: socialNetworksFor(network, CLIENT_ID, MEDIA) },
    { logger: false, services: { sms, jobs: { clock: clock.now } } },
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const side = createDatabase(t.config.database);
  const auth = { ...t, sms, db: side.db };
  const calls = playerCalls(t.app);

  /** POSTs JSON to the dev network's dev endpoints (/dev/follows, /dev/fail). */
  async function dev(path: string, body: object): Promise<void> {
    const res = await fetch(`${network.issuer}${path}`, { method: 'POST', body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  }

  /**
   * What the web page does: need_authorize for the endpoint, a PKCE pair and state, the network's
   * sign-in page as `account` (the helper submits it), then get_token with the code and the verifier.
   */
  async function authorizeCode(login: LoginResponse, account: string) {
    const need = await calls.call(login, '/api/social_media/need_authorize', {
      user_id: login.user_id,
      media_type: MEDIA,
    });
    if (need.code !== 0) throw new Error(`need_authorize: ${need.code} ${need.msg}`);
    const { verifier, challenge } = pkcePair();
    const url = new URL(need.data.authorize.url);
    url.search = new URLSearchParams({
      client_id: need.data.authorize.client_id,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: need.data.authorize.scope,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: randomBytes(8).toString('hex'),
      prompt: 'consent',
    }).toString();
    const { code } = await network.authorize(url.href, account);
    return { code, verifier };
  }

  return {
    ...auth,
    ...calls,
    network,
    clock,
    dev,
    authorizeCode,
    player: () =>
      signInByPhone(auth, `9351${String(process.pid % 100).padStart(2, '0')}${String(++serial).padStart(3, '0')}`),
    /** Connects the player to the network as `account` (the whole OAuth + PKCE flow); the get_token answer. */
    connect: async (login: LoginResponse, account: string) => {
      const { code, verifier } = await authorizeCode(login, account);
      return calls.call(login, '/api/social_media/get_token', {
        user_id: login.user_id,
        media_type: MEDIA,
        code,
        redirect_uri: REDIRECT_URI,
        code_verifier: verifier,
      });
    },
    /** The player's WH balance in base units (2 decimals). */
    wh: (login: LoginResponse) => coinBalance(side.db, login.user_id, 'WH'),
    close: async () => {
      await side.close();
      await t.close();
      await network.close();
    },
  };
}

export type SocialTestApp = Awaited<ReturnType<typeof buildSocialTestApp>>;
