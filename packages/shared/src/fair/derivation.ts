/**
 * The provably fair derivation (docs/fairness.md), isomorphic: only Web Crypto (`crypto.subtle`) and
 * TextEncoder, present in Node >= 20 and every browser, so the fairness page verifies a round with the
 * very code the server plays it with. No zod and no Node imports keep the page light.
 *
 * floats = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`) for cursor =
 * 0, 1, ...; each 32-byte digest gives 8 floats of 4 bytes, f = b0/256 + b1/256^2 + b2/256^3 + b3/256^4
 * (the scheme Stake publishes), so every float is a multiple of 2^-32 in [0, 1).
 */

interface SubtleCrypto {
  digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer>;
  importKey(
    format: 'raw',
    keyData: Uint8Array,
    algorithm: { name: 'HMAC'; hash: string },
    extractable: boolean,
    usages: string[],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}

function subtle(): SubtleCrypto {
  return (globalThis as unknown as { crypto: { subtle: SubtleCrypto } }).crypto.subtle;
}

const encoder = new TextEncoder();

export const FLOATS_PER_BLOCK = 8;
const BYTES_PER_FLOAT = 4;

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest('SHA-256', encoder.encode(text))));
}

async function hmacKey(key: string): Promise<unknown> {
  return subtle().importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

async function hmacBytes(key: unknown, message: string): Promise<Uint8Array> {
  return new Uint8Array(await subtle().sign('HMAC', key, encoder.encode(message)));
}

export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  return toHex(await hmacBytes(await hmacKey(key), message));
}

/** 4 bytes big-endian as a fraction: exact in a double (32 bits of mantissa are plenty). */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  let value = 0;
  for (let i = BYTES_PER_FLOAT - 1; i >= 0; i--) value = (value + (bytes[offset + i] ?? 0)) / 256;
  return value;
}

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The round's first `count` floats in [0, 1). */
export async function roundFloats({ serverSeed, clientSeed, nonce, count }: RoundSeeds & { count: number }) {
  const key = await hmacKey(serverSeed);
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor++) {
    const digest = await hmacBytes(key, `${clientSeed}:${nonce}:${cursor}`);
    for (let i = 0; i < FLOATS_PER_BLOCK && floats.length < count; i++) {
      floats.push(bytesToFloat(digest, i * BYTES_PER_FLOAT));
    }
  }
  return floats;
}

/** A new random seed: 32 random bytes as hex (server seeds, default client seeds shortened by the caller). */
export function randomSeedHex(bytes = 32): string {
  const random = new Uint8Array(bytes);
  (globalThis as unknown as { crypto: { getRandomValues(a: Uint8Array): Uint8Array } }).crypto.getRandomValues(random);
  return toHex(random);
}
