/// <reference types="node" />
// The reference vectors come from Node crypto; the shared package itself stays free of Node typings.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, roundFloats, sha256Hex } from './derivation';

/** The reference: the same formula written with Node's crypto, independently of Web Crypto. */
function referenceFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor++) {
    const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let i = 0; i < 32 && floats.length < count; i += 4) {
      floats.push(digest.readUInt32BE(i) / 2 ** 32);
    }
  }
  return floats;
}

describe('provably fair derivation', () => {
  it('sha256Hex and hmacSha256Hex match Node crypto', async () => {
    expect(await sha256Hex('server seed')).toBe(createHash('sha256').update('server seed').digest('hex'));
    expect(await hmacSha256Hex('key', 'client:1:0')).toBe(
      createHmac('sha256', 'key').update('client:1:0').digest('hex'),
    );
  });

  it('roundFloats matches the HMAC-SHA256 reference across several cursor blocks', async () => {
    const vectors = [
      { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 0, count: 1 },
      { serverSeed: 'e3b0c44298fc1c149afbf4c8996fb924', clientSeed: 'lucky', nonce: 41, count: 8 },
      { serverSeed: 'server', clientSeed: 'client with spaces', nonce: 999_999, count: 24 },
    ];
    for (const v of vectors) {
      const floats = await roundFloats(v);
      expect(floats).toEqual(referenceFloats(v.serverSeed, v.clientSeed, v.nonce, v.count));
      expect(floats.every((f) => f >= 0 && f < 1)).toBe(true);
    }
  });

  it('a known vector: the first float of HMAC(server, "client:1:0")', async () => {
    const digest = createHmac('sha256', 'server').update('client:1:0').digest();
    const [first] = await roundFloats({ serverSeed: 'server', clientSeed: 'client', nonce: 1, count: 1 });
    expect(first).toBe(
      (digest[0] ?? 0) / 256 + (digest[1] ?? 0) / 256 ** 2 + (digest[2] ?? 0) / 256 ** 3 + (digest[3] ?? 0) / 256 ** 4,
    );
  });

  it('a different nonce or client seed gives different floats', async () => {
    const base = { serverSeed: 's', clientSeed: 'c', nonce: 1, count: 4 };
    const floats = await roundFloats(base);
    expect(await roundFloats({ ...base, nonce: 2 })).not.toEqual(floats);
    expect(await roundFloats({ ...base, clientSeed: 'd' })).not.toEqual(floats);
  });
});
