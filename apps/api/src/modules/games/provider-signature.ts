import { createHmac } from 'node:crypto';
import { BodyCode } from '@app/shared';
import { SIGNATURE_TOLERANCE_S } from '@app/shared/games/wallet-protocol';
import { ApiError } from '../../lib/api-error';
import { safeEqual } from '../../lib/safe-equal';

/**
 * The wallet protocol's signature (docs/games.md): header `X-Signature: t=<unix s>,v1=<hex>` where v1
 * is HMAC-SHA256(provider secret, `${t}.${raw body}`). The timestamp inside the MAC makes a stale copy
 * useless after the tolerance window; idempotency by transaction id makes a copy inside it harmless.
 * Node-only (node:crypto): the API, the house provider and the sandbox provider script sign with it.
 */
export function signProviderBody(secret: string, rawBody: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${rawBody}`).digest('hex')}`;
}

/** Refuses (SIGNATURE_INVALID, with the reason in `data.reason`) a missing, malformed, wrong or stale signature. */
export function verifyProviderSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowMs: number,
): void {
  const match = header ? /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header) : null;
  if (!match) throw refused('missing or malformed X-Signature header');
  const t = Number(match[1]);
  if (Math.abs(nowMs / 1000 - t) > SIGNATURE_TOLERANCE_S) throw refused('stale timestamp');
  const expected = signProviderBody(secret, rawBody, t);
  if (!safeEqual(header as string, expected)) throw refused('wrong signature');
}

function refused(reason: string): ApiError {
  return new ApiError(BodyCode.SIGNATURE_INVALID, `Provider call refused: ${reason}`, { reason });
}
