/**
 * OAuth 2.0 PKCE (RFC 7636) for the third-party sign-in: a random code verifier of 43-128 unreserved
 * characters, its S256 challenge (base64url of SHA-256, no padding), and a random state.
 */

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function randomBytes(count: number): Uint8Array {
  const bytes = new Uint8Array(count);
  crypto.getRandomValues(bytes);
  return bytes;
}

/** 48 random bytes -> 64 characters of [A-Za-z0-9_-] (a subset of the unreserved set). */
export function createCodeVerifier(byteCount = 48): string {
  if (byteCount < 32 || byteCount > 96) throw new RangeError('a code verifier needs 32 to 96 random bytes');
  return base64Url(randomBytes(byteCount));
}

export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** 24 random bytes -> 32 characters: the anti-forgery state echoed back by the provider. */
export function createState(): string {
  return base64Url(randomBytes(24));
}
