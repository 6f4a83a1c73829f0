/**
 * The webhook signature scheme of our payment providers (Stripe's): header
 * `Payment-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(endpoint secret, "<t>.<raw body>")>`.
 * The timestamp is inside the MAC, so a copy replayed after the tolerance window is refused; a copy
 * inside it is harmless because events are idempotent by id. While a secret is rotated the sender signs
 * with the old and the new one (several v1 values) and the receiver accepts a match with any of its
 * secrets. Unknown schemes (v0=...) are ignored, as Stripe's receivers do.
 *
 * Pure: the HMAC comes in as a function (node:crypto on the server), so this file imports nothing of
 * Node and no zod; the comparison is constant-time in the content of the values.
 */

export const PAYMENT_SIGNATURE_HEADER = 'payment-signature';
/** Seconds a signature's timestamp may be away from the receiver's clock, either way. */
export const PAYMENT_SIGNATURE_TOLERANCE_S = 300;

/** HMAC-SHA256 of `message` under `secret`, lower-case hex. */
export type HmacSha256Hex = (secret: string, message: string) => string;

/** Longest header accepted: a few signatures fit, a flood does not. */
const MAX_HEADER_LENGTH = 1024;
const MAX_SIGNATURES = 8;

export function signedPayload(unixSeconds: number, rawBody: string): string {
  return `${unixSeconds}.${rawBody}`;
}

/** The header for `rawBody` at `unixSeconds`, one v1 per secret (more than one during a rotation). */
export function signatureHeader(
  hmac: HmacSha256Hex,
  secrets: readonly string[],
  rawBody: string,
  unixSeconds: number,
): string {
  const payload = signedPayload(unixSeconds, rawBody);
  return [`t=${unixSeconds}`, ...secrets.map((secret) => `v1=${hmac(secret, payload)}`)].join(',');
}

export interface ParsedSignature {
  t: number;
  v1: string[];
}

/** null for anything but exactly one `t` and 1-8 well-formed `v1` values. */
export function parseSignatureHeader(header: string): ParsedSignature | null {
  if (header.length > MAX_HEADER_LENGTH) return null;
  let t: number | undefined;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) return null;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't') {
      if (t !== undefined || !/^\d{1,12}$/.test(value)) return null;
      t = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) return null;
      v1.push(value);
    }
  }
  if (t === undefined || v1.length === 0 || v1.length > MAX_SIGNATURES) return null;
  return { t, v1 };
}

/** Equal strings, in a time that depends on their length only. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export type SignatureRefusal = 'missing' | 'malformed' | 'stale' | 'future' | 'mismatch';
export type SignatureCheck = { ok: true; t: number } | { ok: false; reason: SignatureRefusal };

export interface VerifySignatureInput {
  header: string | undefined;
  rawBody: string;
  /** The endpoint's secrets: the current one, and the previous one while it is rotated out. */
  secrets: readonly string[];
  nowSeconds: number;
  toleranceSeconds?: number;
  hmac: HmacSha256Hex;
}

export function verifySignature(input: VerifySignatureInput): SignatureCheck {
  if (!input.header) return { ok: false, reason: 'missing' };
  const parsed = parseSignatureHeader(input.header);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const tolerance = input.toleranceSeconds ?? PAYMENT_SIGNATURE_TOLERANCE_S;
  if (parsed.t < input.nowSeconds - tolerance) return { ok: false, reason: 'stale' };
  if (parsed.t > input.nowSeconds + tolerance) return { ok: false, reason: 'future' };
  const payload = signedPayload(parsed.t, input.rawBody);
  let matched = false;
  // Every pair is compared (no early exit), so the time says nothing about which value matched.
  for (const secret of input.secrets) {
    const expected = input.hmac(secret, payload);
    for (const candidate of parsed.v1) matched = constantTimeEqual(candidate, expected) || matched;
  }
  return matched ? { ok: true, t: parsed.t } : { ok: false, reason: 'mismatch' };
}
