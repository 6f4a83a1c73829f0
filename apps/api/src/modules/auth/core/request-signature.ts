import { createHmac } from 'node:crypto';
import { BodyCode } from '@app/shared';
import type { Db } from '../../../db/types';
import { ApiError } from '../../../lib/api-error';
import type { RequestContext } from '../../../lib/request-types';
import { safeEqual } from '../../../lib/safe-equal';

/** TS may differ from the server clock by this much (spec 7.1, issue 3). */
export const SIGNATURE_WINDOW_S = 300;

/** XBSL = lower-case hex HMAC-SHA256(key, raw body + TS + NONCE) (docs/signed-requests.md). */
export function signRequest(key: string, rawBody: string, ts: string | number, nonce: string): string {
  return createHmac('sha256', key).update(`${rawBody}${ts}${nonce}`).digest('hex');
}

function fail(reason: string): ApiError {
  return new ApiError(BodyCode.SIGNATURE_INVALID, `Request signature is invalid: ${reason}`, { reason });
}

/**
 * Verifies the XBSL signature of a native-app request on a sensitive path: the key is the session
 * secret when one is sent (signed in), else the app's signing key; TS within +/-300 s; the NONCE
 * unused within the window for this user (signed out: by anyone, whatever the unsigned headers say). The nonce is recorded only after the signature verified, so a forged
 * request cannot burn a real client's nonce.
 */
export async function verifyRequestSignature(
  db: Db,
  ctx: RequestContext,
  xbsl: string | undefined,
  rawBody: string,
  appSigningKey: string,
  nowMs: number = Date.now(),
): Promise<void> {
  if (!xbsl) throw fail('XBSL is missing');
  const nowS = Math.floor(nowMs / 1000);
  if (Math.abs(ctx.ts - nowS) > SIGNATURE_WINDOW_S) throw fail('TS is outside the allowed window');
  const signedIn = ctx.userId > 0 && ctx.secretKey !== undefined;
  const key = signedIn ? (ctx.secretKey as string) : appSigningKey;
  const expected = signRequest(key, rawBody, ctx.ts, ctx.nonce);
  if (!safeEqual(xbsl.toLowerCase(), expected)) throw fail('XBSL does not match');

  // Signed in, a nonce is the user's (the session key signed it). Signed out, a nonce is used once by
  // anyone within the window: the device headers (D-Id, Android-Id, Ad-Id) are not signed, so keying
  // on them let the same request through again with another or no D-Id (issue 21). Native clients
  // send 16+ random characters, so that two honest clients do not meet (docs/signed-requests.md).
  const scope = signedIn ? `u:${ctx.userId}` : 'signed-out';
  // Kept for twice the window: a TS at either edge of the window stays covered.
  const expiresAt = nowMs + 2 * SIGNATURE_WINDOW_S * 1000;
  const stored = await db
    .insertInto('used_nonce')
    .values({ scope, nonce: ctx.nonce, expires_at: expiresAt })
    .onConflict((oc) =>
      oc.columns(['scope', 'nonce']).doUpdateSet({ expires_at: expiresAt }).where('used_nonce.expires_at', '<', nowMs),
    )
    .returning('nonce')
    .executeTakeFirst();
  if (!stored) throw fail('NONCE was already used');
  // Old nonces are cleared now and then, not on every request.
  if (Math.random() < 0.01) await db.deleteFrom('used_nonce').where('expires_at', '<', nowMs).execute();
}

/** verifyRequestSignature over this database and the app's signing key (plugins/signed-requests.ts). */
export class RequestSignatures {
  constructor(
    private readonly db: Db,
    private readonly appSigningKey: string,
  ) {}

  verify(ctx: RequestContext, xbsl: string | undefined, rawBody: string): Promise<void> {
    return verifyRequestSignature(this.db, ctx, xbsl, rawBody, this.appSigningKey);
  }
}
