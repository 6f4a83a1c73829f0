import type { RequestContext } from '../../lib/request-types';

/** The server clock and how the caller's headers were understood (GET /api/server_time). */
export function describeServerTime(ctx: RequestContext, nowMs: number) {
  const serverTs = Math.floor(nowMs / 1000);
  return {
    server_ts: serverTs,
    server_ms: nowMs,
    skew_s: ctx.ts - serverTs,
    platform: ctx.platform,
    locale: ctx.locale,
    country: ctx.country,
    signed_in: ctx.userId > 0 && ctx.secretKey !== undefined,
  };
}
