import { type DevOidcOptions, startDevOidcServer } from '../../../../../../../scripts/dev-oidc-server';

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
   * One cookie jar per server, like one browser: the provider session of the last sign-in is sent
   * along, and the page must still come (the dev server asks every time).
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

/** The dev OIDC server (scripts/dev-oidc-server.ts), by default on 127.0.0.1 and a free port, plus a browserless user. */
export async function startTestOidcServer(options: DevOidcOptions): Promise<TestOidcServer> {
  const server = await startDevOidcServer({ host: '127.0.0.1', port: 0, ...options });
  const issuerOrigin = new URL(server.issuer).origin;
  const jar = new CookieJar();

  async function authorize(url: string, accountId: string): Promise<AuthorizationResult> {
    let next = new URL(url);
    let form: URLSearchParams | undefined;
    let submitted = false;
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
        if (!submitted) throw new Error('the provider skipped its sign-in page');
        const params = next.searchParams;
        const error = params.get('error');
        if (error) throw new Error(`authorization failed: ${error} ${params.get('error_description') ?? ''}`);
        return { code: params.get('code') ?? '', state: params.get('state') ?? '', iss: params.get('iss') ?? '' };
      }
      if (response.status !== 200) throw new Error(`unexpected answer ${response.status} at ${next.pathname}`);
      const login = /<form id="login-form"[^>]* action="([^"]+)"/.exec(html)?.[1];
      const autoSubmit = html.includes('document.forms[0].submit()')
        ? /<form method="post" action="([^"]+)"/.exec(html)?.[1]
        : undefined;
      if (login) {
        next = new URL(login, next);
        form = new URLSearchParams({ login: accountId, action: 'allow' });
        submitted = true;
      } else if (autoSubmit) {
        // oidc-provider's self-submitting form (here: ending the session of the previous name before
        // signing in as another); a browser's script posts it at once.
        next = new URL(autoSubmit, next);
        form = new URLSearchParams();
        for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
          form.append(name, value);
        }
      } else {
        throw new Error(`unexpected page at ${next.pathname}: ${html.slice(0, 300)}`);
      }
    }
    throw new Error(`no redirect to the client after ${MAX_STEPS} steps`);
  }

  return { issuer: server.issuer, close: () => server.close(), authorize };
}
