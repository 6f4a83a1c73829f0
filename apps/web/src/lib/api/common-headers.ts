import { HEADER, type Platform } from '@app/shared/core/header-names';
import { NONCE_LENGTH } from '@app/shared/core/limits';

export interface HeaderContext {
  userId: number;
  secretKey: string | undefined;
  language: string;
  countryCode: string;
  platform: Platform;
  appVersion: string;
  userLogin?: string;
  deviceId?: string;
  adId?: string;
  androidId?: string;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Spec 7.1: "NONCE (5 random alphanumerics)", from the platform CSPRNG. */
export function randomNonce(length = NONCE_LENGTH): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  // 256 is not a multiple of 62, so bytes >= 248 would bias the draw; redraw those.
  let out = '';
  for (let i = 0; out.length < length; i++) {
    if (i >= bytes.length) {
      crypto.getRandomValues(bytes);
      i = 0;
    }
    const b = bytes[i] ?? 0;
    if (b < 248) out += ALPHANUMERIC[b % 62];
  }
  return out;
}

/** The common headers of spec 7.1 for one request; the optional four only when known. */
export function buildCommonHeaders(
  ctx: HeaderContext,
  nowMs = Date.now(),
  nonce = randomNonce(),
): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADER.userId]: String(Math.max(ctx.userId, 0)),
    [HEADER.userSecretKey]: ctx.secretKey ?? '',
    [HEADER.language]: ctx.language,
    [HEADER.countryCode]: ctx.countryCode,
    [HEADER.ts]: String(Math.floor(nowMs / 1000)),
    [HEADER.nonce]: nonce,
    [HEADER.platform]: ctx.platform,
    [HEADER.appVersion]: ctx.appVersion,
  };
  if (ctx.userLogin) headers[HEADER.userLogin] = ctx.userLogin;
  if (ctx.deviceId) headers[HEADER.deviceId] = ctx.deviceId;
  if (ctx.adId) headers[HEADER.adId] = ctx.adId;
  if (ctx.androidId) headers[HEADER.androidId] = ctx.androidId;
  return headers;
}
