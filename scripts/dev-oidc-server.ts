/**
 * A local OpenID Connect provider (oidc-provider) for development and tests: third-party sign-in
 * without a real Google account. Its sign-in page takes any user name; that name is the account.
 *
 *   npx tsx scripts/dev-oidc-server.ts --port 18190 --client-id web-e2e \
 *     --redirect-uri http://127.0.0.1:13180/en-US/user/oauth-callback [--redirect-uri ...] \
 *     [--host 127.0.0.1] [--media-type google_dev] [--name 'Google (dev)'] [--social]
 *
 * --social adds the "social network" mode (scripts/dev-social-network.ts: refresh tokens, the follows
 * API, a follow page, dev endpoints) and prints SOCIAL_NETWORKS instead (give --media-type x_dev).
 *
 * It prints the issuer and the OAUTH_PROVIDERS value for the API. The API tests start the same server
 * in-process through startDevOidcServer (apps/api/test/helpers/oidc-server.ts). docs/third-party-sign-in.md
 * describes the page (selectors) and the flow.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type AccessTokens, DevSocialNetwork, FOLLOWS_SCOPE, type SocialNetworkOptions } from './dev-social-network';

/** The claims the provider releases for an account (scopes openid, email, profile). */
export interface DevAccountClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  given_name: string;
  family_name: string;
  preferred_username: string;
  locale: string;
}

export interface DevOidcOptions {
  clientId: string;
  redirectUris: string[];
  /** Default 127.0.0.1; 0 (the default port) picks a free one. */
  host?: string;
  port?: number;
  /** Claims per account name; a name typed on the sign-in page that is not here gets derived claims. */
  accounts?: Record<string, Partial<DevAccountClaims>>;
  /**
   * Put the profile and email claims in the ID token too, as Google does (default). false keeps
   * oidc-provider's default (ID token: sub only with response_type code; the rest from userinfo).
   */
  claimsInIdToken?: boolean;
  /**
   * Social network mode (scripts/dev-social-network.ts): the client may also ask for `follows.read` and
   * gets a refresh token; the server serves GET /api/following, the follow page and the dev endpoints.
   */
  social?: SocialNetworkOptions & {
    /** Access token lifetime, seconds (default 3600); short in tests of expiry and refresh. */
    accessTokenTtlS?: number;
  };
}

export interface DevOidcServer {
  /** http://host:port, no trailing slash. */
  issuer: string;
  /** The network of social mode (follow accounts from code); undefined otherwise. */
  network?: DevSocialNetwork;
  close(): Promise<void>;
}

/** The few members of oidc-provider used here (its package ships no types). */
interface Interaction {
  uid: string;
  params: Record<string, unknown>;
  prompt: { name: string };
}
interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: new (init: {
    accountId: string;
    clientId: string;
  }) => { addOIDCScope(scope: string): void; save(): Promise<string> };
  AccessToken: AccessTokens;
}
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;
interface CheckContext {
  oidc: { result?: { login?: unknown } };
}
interface OidcProviderModule {
  default: ProviderConstructor;
  interactionPolicy: {
    base(): Array<{ name: string; checks: unknown[] }>;
    Check: (new (
      reason: string,
      description: string,
      error: string,
      check: (ctx: CheckContext) => boolean,
    ) => unknown) & { REQUEST_PROMPT: boolean; NO_NEED_TO_PROMPT: boolean };
  };
}

/** A string, not a literal, so that TypeScript does not look for the missing type declarations. */
const OIDC_PROVIDER_MODULE: string = 'oidc-provider';

const DAY_S = 24 * 60 * 60;

/** Account names the sign-in page accepts (the name becomes the subject). */
const DEV_ACCOUNT_NAME = /^[A-Za-z0-9._@+-]{1,64}$/;

/** The selectors of the sign-in page, for browser tests and the form-driving test helper. */
export const DEV_LOGIN_FORM = {
  /** The form; its action is the interaction URL. */
  form: 'form#login-form',
  /** The user name field (name="login"). */
  login: 'input#login',
  /** Signs in and grants the requested scopes (name="action" value="allow"). */
  allow: 'button#allow',
  /** Declines: the client gets error=access_denied (name="action" value="deny"). */
  deny: 'button#deny',
} as const;

function claimsFor(name: string, preset: Partial<DevAccountClaims> = {}): DevAccountClaims {
  return {
    sub: name,
    email: name.includes('@') ? name : `${name}@example.test`,
    email_verified: true,
    name: `${name} Tester`,
    given_name: name,
    family_name: 'Tester',
    preferred_username: name.split('@')[0] ?? name,
    locale: 'en',
    ...preset,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function loginPage(interaction: Interaction, error = ''): string {
  const action = `/interaction/${encodeURIComponent(interaction.uid)}`;
  const client = escapeHtml(String(interaction.params.client_id ?? ''));
  const scope = escapeHtml(String(interaction.params.scope ?? ''));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev OIDC sign-in</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}
label,input,button{display:block;width:100%;box-sizing:border-box;margin:.5rem 0;font-size:1rem}
input,button{padding:.6rem}.error{color:#b00020}</style></head>
<body><main>
<h1>Dev OIDC sign-in</h1>
<p><b>${client}</b> asks for: ${scope}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form id="login-form" method="post" action="${action}">
<label for="login">User name (any; letters, digits, . _ @ + -)</label>
<input id="login" name="login" required maxlength="64" autocomplete="username" autofocus>
<button id="allow" type="submit" name="action" value="allow">Sign in and allow</button>
<button id="deny" type="submit" name="action" value="deny" formnovalidate>Cancel</button>
</form>
</main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  req.setEncoding('utf8');
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 16_384) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/**
 * The sign-in page (GET) and its submission (POST): one step signs in as the typed name and grants
 * the requested scopes, then hands back to oidc-provider, which redirects to the client with a code.
 */
async function handleInteraction(
  provider: OidcProvider,
  accounts: Map<string, DevAccountClaims>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const interaction = await provider.interactionDetails(req, res);
  if (req.method === 'GET') return sendHtml(res, 200, loginPage(interaction));
  if (req.method !== 'POST') return sendHtml(res, 405, 'Method not allowed');
  const form = await readForm(req);
  if (form.get('action') === 'deny') {
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user declined' },
      { mergeWithLastSubmission: false },
    );
  }
  const name = (form.get('login') ?? '').trim();
  if (!DEV_ACCOUNT_NAME.test(name)) {
    return sendHtml(res, 400, loginPage(interaction, 'Type a user name: letters, digits, . _ @ + - (at most 64).'));
  }
  if (!accounts.has(name)) accounts.set(name, claimsFor(name));
  const grant = new provider.Grant({ accountId: name, clientId: String(interaction.params.client_id) });
  grant.addOIDCScope(String(interaction.params.scope ?? 'openid'));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: name }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

/** Starts the provider on host:port (port 0: a free one) and answers its issuer once listening. */
export async function startDevOidcServer(options: DevOidcOptions): Promise<DevOidcServer> {
  const { default: Provider, interactionPolicy } = (await import(OIDC_PROVIDER_MODULE)) as OidcProviderModule;
  // The sign-in page comes at every authorization, even with a provider session (so that a browser test
  // can sign in as another name), until this authorization's own sign-in is submitted.
  const { Check } = interactionPolicy;
  const policy = interactionPolicy.base();
  policy
    .find((prompt) => prompt.name === 'login')
    ?.checks.push(
      new Check('dev_every_time', 'The dev server asks for a user name every time', 'login_required', (ctx) =>
        ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
      ),
    );
  const host = options.host ?? '127.0.0.1';
  const social = options.social;
  const accounts = new Map(Object.entries(options.accounts ?? {}).map(([name, c]) => [name, claimsFor(name, c)]));

  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (!handle) return sendHtml(res, 503, 'Starting');
    handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: 'none',
        grant_types: social ? ['authorization_code', 'refresh_token'] : ['authorization_code'],
        response_types: ['code'],
      },
    ],
    ...(social && {
      scopes: ['openid', 'offline_access', FOLLOWS_SCOPE],
      // A network's client keeps checking follows after the sign-in: always a refresh token.
      issueRefreshToken: async () => true,
    }),
    async findAccount(_ctx: unknown, id: string) {
      const claims = accounts.get(id);
      return claims && { accountId: id, claims: async () => claims };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username', 'locale'],
    },
    conformIdTokenClaims: options.claimsInIdToken === false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // Seconds; set explicitly so that oidc-provider does not print a notice for each default.
    ttl: {
      AccessToken: social?.accessTokenTtlS ?? 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Grant: social ? 14 * DAY_S : 3600,
      RefreshToken: 14 * DAY_S,
      Session: 3600,
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'dev-rs256', use: 'sig', alg: 'RS256' }] },
  });
  const providerCallback = provider.callback();
  const network = options.social ? new DevSocialNetwork(() => provider.AccessToken, options.social) : undefined;
  handle = (req, res) => {
    if (network?.handle(req, res, new URL(req.url ?? '/', issuer))) return;
    if (/^\/interaction\/[^/]+$/.test(new URL(req.url ?? '/', issuer).pathname)) {
      handleInteraction(provider, accounts, req, res).catch((error: Error) => {
        if (!res.headersSent) sendHtml(res, 400, escapeHtml(`Interaction failed: ${error.message}`));
        else res.end();
      });
      return;
    }
    providerCallback(req, res);
  };

  return {
    issuer,
    network,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The OAUTH_PROVIDERS value (config.ts) that points the API at a dev server. */
export function oauthProvidersFor(
  server: Pick<DevOidcServer, 'issuer'>,
  clientId: string,
  mediaType = 'google_dev',
  name = 'Google (dev)',
): string {
  return JSON.stringify([
    { media_type: mediaType, name, issuer: server.issuer, client_id: clientId, scope: 'openid email profile' },
  ]);
}

/**
 * The SOCIAL_NETWORKS value (apps/api/src/modules/social/social.config.ts) that points the API at a dev
 * server in social mode: plain OAuth 2.0 endpoints (oidc-provider's /auth and /token) and the follows API.
 */
export function socialNetworksFor(
  server: Pick<DevOidcServer, 'issuer'>,
  clientId: string,
  mediaType = 'x_dev',
  name = 'X (dev)',
): string {
  return JSON.stringify([
    {
      media_type: mediaType,
      name,
      api: 'dev_follows',
      authorize_url: `${server.issuer}/auth`,
      token_url: `${server.issuer}/token`,
      api_url: `${server.issuer}/api`,
      follow_url: `${server.issuer}/follow/{handle}`,
      client_id: clientId,
      scope: `openid offline_access ${FOLLOWS_SCOPE}`,
    },
  ]);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '18190' },
      'client-id': { type: 'string', default: 'web-e2e' },
      'redirect-uri': { type: 'string', multiple: true },
      'media-type': { type: 'string', default: 'google_dev' },
      name: { type: 'string', default: 'Google (dev)' },
      social: { type: 'boolean', default: false },
    },
  });
  const redirectUris = values['redirect-uri'] ?? [];
  if (redirectUris.length === 0) {
    console.error('usage: dev-oidc-server.ts --redirect-uri <url> [--redirect-uri <url>] [--port 18190] ...');
    process.exit(2);
  }
  const server = await startDevOidcServer({
    host: values.host,
    port: Number(values.port),
    clientId: values['client-id'],
    redirectUris,
    ...(values.social && { social: {} }),
  });
  console.log(`dev OIDC server: issuer ${server.issuer}, client ${values['client-id']}`);
  if (values.social) {
    console.log(
      `SOCIAL_NETWORKS='${socialNetworksFor(server, values['client-id'], values['media-type'], values.name)}'`,
    );
  } else {
    console.log(
      `OAUTH_PROVIDERS='${oauthProvidersFor(server, values['client-id'], values['media-type'], values.name)}'`,
    );
  }
  const stop = () => {
    server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: Error) => {
    console.error(error);
    process.exit(1);
  });
}
