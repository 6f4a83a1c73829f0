import { type DevOidcOptions, startDevOidcServer } from '../../../../scripts/dev-oidc-server';

export interface AuthorizationResult {
  code: string;
  state: string;
  iss: string;
}

export interface TestOidcServer {
  issuer: string;
  close(): Promise<void>;
  /**
   * Goes through the provider like a browser would, without one: GET the authorization URL, follow
   * the redirects to the sign-in page, submit it as `accountId` (sign in and allow), follow the
   * redirects back, and answer the parameters of the final redirect to the client's redirect_uri.
   */
  authorize(url: string, accountId: string): Promise<AuthorizationResult>;
}

const STEP_TIMEOUT_MS = 5_000;
const MAX_STEPS = 12;

/** A cookie jar good enough for one host: name -> value, paths ignored. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  header(): string {
    return Array.from(this.cookies, ([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The dev OIDC server (scripts/dev-oidc-server.ts) on 127.0.0.1 and a free port, plus a browserless user. */
export async function startTestOidcServer(options: DevOidcOptions): Promise<TestOidcServer> {
  const server = await startDevOidcServer({ ...options, host: '127.0.0.1', port: 0 });
  const issuerOrigin = new URL(server.issuer).origin;

  async function authorize(url: string, accountId: string): Promise<AuthorizationResult> {
    const jar = new CookieJar();
    let next = new URL(url);
    let form: URLSearchParams | undefined;
    for (let step = 0; step < MAX_STEPS; step++) {
      const response = await fetch(next, {
        method: form ? 'POST' : 'GET',
        headers: { cookie: jar.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        body: form,
        redirect: 'manual',
        signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
      });
      jar.keep(response);
      const html = await response.text();
      const location = response.headers.get('location');
      form = undefined;
      if (response.status >= 300 && response.status < 400 && location) {
        next = new URL(location, next);
        if (next.origin === issuerOrigin) continue;
        const params = next.searchParams;
        const error = params.get('error');
        if (error) throw new Error(`authorization failed: ${error} ${params.get('error_description') ?? ''}`);
        return { code: params.get('code') ?? '', state: params.get('state') ?? '', iss: params.get('iss') ?? '' };
      }
      const action = /<form id="login-form" method="post" action="([^"]+)"/.exec(html)?.[1];
      if (response.status !== 200 || !action) {
        throw new Error(`unexpected answer ${response.status} at ${next.pathname}: ${html.slice(0, 200)}`);
      }
      next = new URL(action, next);
      form = new URLSearchParams({ login: accountId, action: 'allow' });
    }
    throw new Error(`no redirect to the client after ${MAX_STEPS} steps`);
  }

  return { issuer: server.issuer, close: () => server.close(), authorize };
}
