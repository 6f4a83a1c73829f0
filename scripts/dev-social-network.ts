/**
 * The "social network" mode of the dev OIDC server (scripts/dev-oidc-server.ts --social): besides OAuth
 * 2.0 code + PKCE (with refresh tokens), the provider serves what a network's API would for follow tasks:
 *
 *   GET  /api/me                         bearer access token: {account} (whose token this is)
 *   GET  /api/following?cursor=&limit=   bearer access token (scope follows.read): whom the token's account
 *                                        follows, oldest first, paged: {data: [{handle, followed_at}], next_cursor}
 *   GET  /follow/<handle>                a page with a Follow button: a person types their user name and
 *   POST /follow/<handle>                follows @handle on the network (the e2e test and the demo use it)
 *   POST /dev/follows                    JSON {account, handle, follow?: boolean}: the same for API tests
 *   POST /dev/fail                       JSON {status: 429|500|503, count}: the next `count` API calls fail
 *                                        with that status (retries and errors are tested against it)
 *
 * Accounts are the user names of the sign-in page; a handle is an account name ("@" optional). The
 * follows live in memory, like the provider's tokens: a restart forgets them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The scope the resource API asks of an access token. */
export const FOLLOWS_SCOPE = 'follows.read';

/** The selectors of the follow page, for browser tests. */
export const DEV_FOLLOW_FORM = {
  form: 'form#follow-form',
  login: 'input#follow-login',
  follow: 'button#follow',
  done: '#follow-done',
} as const;

const ACCOUNT_NAME = /^[A-Za-z0-9._@+-]{1,64}$/;

/** What the resource API needs of oidc-provider: its access tokens, found by value. */
export interface AccessTokens {
  find(value: string): Promise<{ accountId: string; scope?: string; isExpired?: boolean } | undefined>;
}

export interface SocialNetworkOptions {
  /** Largest page of GET /api/following (default 20). */
  pageSize?: number;
}

/** "@Alice" and "alice" are the same handle. */
export function normalHandle(handle: string): string {
  return handle.replace(/^@/, '').toLowerCase();
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  req.setEncoding('utf8');
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 16_384) throw new Error('body too large');
  }
  return body;
}

function followPage(handle: string, message = '', done = false): string {
  const h = escapeHtml(handle);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Follow @${h} (dev network)</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}
label,input,button{display:block;width:100%;box-sizing:border-box;margin:.5rem 0;font-size:1rem}
input,button{padding:.6rem}.error{color:#b00020}</style></head>
<body><main>
<h1>@${h}</h1>
${done ? `<p id="follow-done" role="status">${escapeHtml(message)}</p>` : message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : ''}
<form id="follow-form" method="post">
<label for="follow-login">Your user name on the dev network</label>
<input id="follow-login" name="login" required maxlength="64" autocomplete="username">
<button id="follow" type="submit">Follow @${h}</button>
</form>
</main></body></html>`;
}

/** The network's state and its HTTP routes; `handle` answers false for a path that is not its own. */
export class DevSocialNetwork {
  /** follower account -> handles followed, in the order followed, with when. */
  private readonly follows = new Map<string, Map<string, number>>();
  private failure: { status: number; count: number } = { status: 0, count: 0 };
  private readonly pageSize: number;

  constructor(
    private readonly tokens: () => AccessTokens,
    options: SocialNetworkOptions = {},
  ) {
    this.pageSize = options.pageSize ?? 20;
  }

  follow(account: string, handle: string, on = true): void {
    const followed = this.follows.get(account) ?? new Map<string, number>();
    if (on && !followed.has(normalHandle(handle))) followed.set(normalHandle(handle), Date.now());
    if (!on) followed.delete(normalHandle(handle));
    this.follows.set(account, followed);
  }

  /** Routes the request when it is one of the network's; false leaves it to oidc-provider. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    const path = url.pathname;
    let work: Promise<void> | undefined;
    if (path === '/api/following' && req.method === 'GET') work = this.following(req, res, url);
    else if (path === '/api/me' && req.method === 'GET') work = this.me(req, res);
    else if (path.startsWith('/follow/')) work = this.followForm(req, res, decodeURIComponent(path.slice(8)));
    else if (path === '/dev/follows' && req.method === 'POST') work = this.devFollow(req, res);
    else if (path === '/dev/fail' && req.method === 'POST') work = this.devFail(req, res);
    if (!work) return false;
    work.catch((error: Error) => {
      if (!res.headersSent) sendJson(res, 400, { error: 'invalid_request', error_description: error.message });
      else res.end();
    });
    return true;
  }

  /**
   * The account of a valid bearer token with the follows scope; otherwise answers the error (or the
   * failure set by /dev/fail) and gives undefined.
   */
  private async caller(req: IncomingMessage, res: ServerResponse): Promise<string | undefined> {
    if (this.failure.count > 0) {
      this.failure.count--;
      const headers: Record<string, string> = this.failure.status === 429 ? { 'retry-after': '1' } : {};
      sendJson(res, this.failure.status, { error: 'dev_failure' }, headers);
      return undefined;
    }
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const token = bearer ? await this.tokens().find(bearer) : undefined;
    // oidc-provider's find answers nothing for an expired token; isExpired is checked too, to be sure.
    if (!token || token.isExpired) {
      sendJson(res, 401, { error: 'invalid_token' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
      return undefined;
    }
    if (!(token.scope ?? '').split(' ').includes(FOLLOWS_SCOPE)) {
      sendJson(res, 403, { error: 'insufficient_scope' }, { 'www-authenticate': 'Bearer error="insufficient_scope"' });
      return undefined;
    }
    return token.accountId;
  }

  private async me(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const account = await this.caller(req, res);
    if (account !== undefined) sendJson(res, 200, { account });
  }

  private async following(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const account = await this.caller(req, res);
    if (account === undefined) return;
    const token = { accountId: account };
    const all = [...(this.follows.get(token.accountId) ?? new Map<string, number>())];
    const start = Number(url.searchParams.get('cursor') ?? '0');
    const limit = Math.min(Number(url.searchParams.get('limit') ?? this.pageSize) || this.pageSize, this.pageSize);
    if (!Number.isInteger(start) || start < 0) return sendJson(res, 400, { error: 'invalid_cursor' });
    const page = all.slice(start, start + limit);
    sendJson(res, 200, {
      account: token.accountId,
      data: page.map(([handle, at]) => ({ handle, followed_at: at })),
      next_cursor: start + limit < all.length ? String(start + limit) : null,
    });
  }

  private async followForm(req: IncomingMessage, res: ServerResponse, handle: string): Promise<void> {
    if (!ACCOUNT_NAME.test(normalHandle(handle))) return sendHtml(res, 404, 'No such account');
    if (req.method === 'GET') return sendHtml(res, 200, followPage(handle));
    if (req.method !== 'POST') return sendHtml(res, 405, 'Method not allowed');
    const login = (new URLSearchParams(await readBody(req)).get('login') ?? '').trim();
    if (!ACCOUNT_NAME.test(login)) return sendHtml(res, 400, followPage(handle, 'Type your user name.'));
    this.follow(login, handle);
    sendHtml(res, 200, followPage(handle, `${login} follows @${normalHandle(handle)}`, true));
  }

  private async devFollow(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = JSON.parse(await readBody(req)) as { account?: string; handle?: string; follow?: boolean };
    if (!ACCOUNT_NAME.test(body.account ?? '') || !ACCOUNT_NAME.test(normalHandle(body.handle ?? ''))) {
      return sendJson(res, 400, { error: 'account and handle are user names' });
    }
    this.follow(body.account as string, body.handle as string, body.follow !== false);
    sendJson(res, 200, { ok: true });
  }

  private async devFail(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = JSON.parse(await readBody(req)) as { status?: number; count?: number };
    if (![429, 500, 503].includes(body.status ?? 0) || !Number.isInteger(body.count) || (body.count ?? -1) < 0) {
      return sendJson(res, 400, { error: 'status is 429, 500 or 503; count a whole number' });
    }
    this.failure = { status: body.status as number, count: body.count as number };
    sendJson(res, 200, { ok: true });
  }
}
