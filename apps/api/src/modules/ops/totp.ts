import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_S = 30;
/** A code of the step before or after the server's is accepted (clock drift of the phone). */
const TOLERANCE_S = TOTP_PERIOD_S;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(issuer: string, email: string, secret: string): string {
  return generateURI({ issuer, label: email, secret, period: TOTP_PERIOD_S });
}

export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The time step `code` belongs to, or null when it is wrong. A step at or before `lastStep` (the last
 * code this operator used) is refused too: a code cannot be replayed inside its window.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  nowMs: number,
  lastStep: number,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    period: TOTP_PERIOD_S,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOLERANCE_S,
    afterTimeStep: lastStep,
  });
  // A TOTP result carries its time step (the union type also covers HOTP, which has none).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
