import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
import { socialNetworksFor } from './scripts/dev-oidc-server';
import { devProductionSecrets } from './scripts/dev-secrets';

/**
 * End-to-end tests against the production build (scripts/test.sh runs `next build` first): the API on
 * a fresh SQLite file, seeded, and `next start`, both on loopback ports of their own.
 */
const API_PORT = Number(process.env.E2E_API_PORT ?? 18180);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 13180);
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 18190);
const PAYMENT_PORT = Number(process.env.E2E_PAYMENT_PORT ?? 18200);
const ADVERTISER_PORT = Number(process.env.E2E_ADVERTISER_PORT ?? 18210);
const SOCIAL_PORT = Number(process.env.E2E_SOCIAL_PORT ?? 18220);
export const API_URL = `http://127.0.0.1:${API_PORT}`;
/** The API's files of this run (a port of its own keeps parallel runs apart). */
export const E2E_DIR = `.tmp/e2e-${API_PORT}`;
const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;
const OIDC_URL = `http://127.0.0.1:${OIDC_PORT}`;
/** The sandbox payment provider (scripts/dev-payment-provider.ts); specs drive it through its /test surface. */
export const PAYMENT_URL = `http://127.0.0.1:${PAYMENT_PORT}`;
/** The advertiser sandbox (scripts/dev-advertiser.ts): offer links lead there; specs post conversions through its /test surface. */
export const ADVERTISER_URL = `http://127.0.0.1:${ADVERTISER_PORT}`;
/** The local OpenID Connect provider stands in for a third-party account (scripts/dev-oidc-server.ts). */
const OIDC_CLIENT_ID = 'web-e2e';
const OAUTH_REDIRECT_URI = `${WEB_URL}/en-US/user/oauth-callback`;
/** The dev OIDC server in social network mode (--social): the network follow tasks check (e2e/follow-tasks.spec.ts). */
export const SOCIAL_URL = `http://127.0.0.1:${SOCIAL_PORT}`;
const SOCIAL_CLIENT_ID = 'web-e2e-social';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '.tmp/results/e2e.json' }]],
  use: {
    baseURL: WEB_URL,
    ...devices['Pixel 7'],
    viewport: { width: 375, height: 812 },
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `rm -rf ${E2E_DIR} && mkdir -p ${E2E_DIR} && exec npx tsx apps/api/src/server.ts`,
      url: `${API_URL}/healthz`,
      env: {
        NODE_ENV: 'production',
        // The secrets production refuses to start without, at their public development values.
        ...devProductionSecrets(),
        PAYMENT_PROVIDER_URL: PAYMENT_URL,
        ADVERTISER_SANDBOX_URL: ADVERTISER_URL,
        // The sandbox's "Complete" comes seconds after the click: pay it rather than flag it too fast (the
        // rule and its cap are tested in the API's fraud-rules.test.ts).
        TASKLIB_FRAUD_MIN_CONVERT_CAP_SECONDS: '0',
        HOST: '127.0.0.1',
        PORT: String(API_PORT),
        SQLITE_PATH: `${E2E_DIR}/api.db`,
        // Uploaded images of this run (issue 18: the profiles' image store), removed with the run's folder.
        MEDIA_DIR: `${E2E_DIR}/media`,
        CORS_ORIGINS: WEB_URL,
        // The operator console (the web app) calls /ops/* with the session cookie.
        OPS_CONSOLE_ORIGINS: WEB_URL,
        // Every console spec signs in from 127.0.0.1 against this one API: the per-address budget (30 per
        // 15 min) would refuse the later specs. The API tests cover the budget itself (ops-sign-in.test.ts).
        OPS_SIGN_IN_MAX_PER_IP: '1000',
        LOG_LEVEL: 'warn',
        // One-time codes go to a file the sign-in tests read (e2e/auth-helpers.ts).
        SMS_SENDER: 'file',
        SMS_OUTBOX_PATH: `${E2E_DIR}/sms-outbox.jsonl`,
        MESSENGER_ALLOWED_USER_IDS: '610000001,610000002', // e2e/non-phone.spec.ts: exempt from the non-phone block
        OAUTH_PROVIDERS: JSON.stringify([
          { media_type: 'google_dev', name: 'Google (dev)', issuer: OIDC_URL, client_id: OIDC_CLIENT_ID },
        ]),
        SOCIAL_NETWORKS: socialNetworksFor({ issuer: SOCIAL_URL }, SOCIAL_CLIENT_ID),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `exec npx tsx scripts/dev-oidc-server.ts --port ${OIDC_PORT} --client-id ${OIDC_CLIENT_ID} --redirect-uri ${OAUTH_REDIRECT_URI}`,
      url: `${OIDC_URL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `exec npx tsx scripts/dev-oidc-server.ts --social --media-type x_dev --name 'X (dev)' --port ${SOCIAL_PORT} --client-id ${SOCIAL_CLIENT_ID} --redirect-uri ${WEB_URL}/en-US/profile/followTask`,
      url: `${SOCIAL_URL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The key and the webhook secret are the development values the API gets from devProductionSecrets.
      command: `exec npx tsx scripts/dev-payment-provider.ts --port ${PAYMENT_PORT} --webhook-url ${API_URL}/provider/payments/webhook`,
      url: `${PAYMENT_URL}/health`,
      env: devProductionSecrets(),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The networks' secrets are the development values the API gets from devProductionSecrets.
      command: `exec npx tsx scripts/dev-advertiser.ts --port ${ADVERTISER_PORT} --api ${API_URL} --retry-base-ms 200`,
      url: `${ADVERTISER_URL}/health`,
      env: devProductionSecrets(),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx next start -p ${WEB_PORT} -H 127.0.0.1`,
      cwd: 'apps/web',
      url: `${WEB_URL}/vi-VN`,
      env: { API_BASE_URL: API_URL, NEXT_TELEMETRY_DISABLED: '1' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
