import { SIGNED_POST_PATHS } from '@app/shared/auth/signed-paths';
import type { OutgoingRequest } from './client';

/** Spec 7.1: the native app signs these POST paths (the contract list in packages/shared). */
export function needsSignature(request: Pick<OutgoingRequest, 'endpoint'>): boolean {
  return request.endpoint.method === 'POST' && SIGNED_POST_PATHS.includes(request.endpoint.path);
}

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** XBSL = lower-case hex HMAC-SHA256(key, body + TS + NONCE), as the API checks it. */
export async function computeXbsl(key: string, body: string, ts: string, nonce: string): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(`${body}${ts}${nonce}`)));
}
