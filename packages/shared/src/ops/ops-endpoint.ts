import type { z } from 'zod';

/**
 * One operator console call. Unlike the player calls (core/endpoint.ts) it belongs to no service group
 * of spec 7 and sends none of the player's common headers: an operator is identified by the session
 * cookie, and every POST carries the CSRF token in OPS_CSRF_HEADER. The console calls
 * `${API_BASE_URL}${path}` with `credentials: 'include'`.
 */
export interface OpsEndpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  /** The query of a GET, the JSON body of a POST. */
  request: Req;
  /** The `data` of the success envelope. */
  response: Res;
}

export function defineOpsEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  endpoint: OpsEndpoint<Req, Res>,
): OpsEndpoint<Req, Res> {
  return endpoint;
}

/** The operator session cookie: HttpOnly, Secure, SameSite=Strict, Path=/ (docs/decisions.md, issue 11). */
export const OPS_SESSION_COOKIE = 'ops_session';
/** The header every state-changing operator call carries: the session's CSRF token (GET /ops/me). */
export const OPS_CSRF_HEADER = 'X-CSRF-Token';
/** Every operator route lives under this prefix (CORS with credentials applies to it alone). */
export const OPS_PATH_PREFIX = '/ops/';
