import { OPS_SESSION_COOKIE } from '@app/shared/ops/ops-endpoint';

/** The session token from a Cookie header, if it carries one. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === OPS_SESSION_COOKIE) {
      const value = part.slice(at + 1).trim();
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/**
 * The session cookie: HttpOnly (no script reads it), Secure (HTTPS only; browsers treat
 * http://127.0.0.1 and localhost as secure), SameSite=Strict (never sent by another site's page),
 * Path=/ (the web app on another port of the same host forwards it to the API for its server pages).
 */
export function sessionCookie(token: string, maxAgeMs: number): string {
  return `${OPS_SESSION_COOKIE}=${token}; Path=/; Max-Age=${Math.floor(maxAgeMs / 1000)}; HttpOnly; Secure; SameSite=Strict`;
}

export function clearedSessionCookie(): string {
  return `${OPS_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;
}
