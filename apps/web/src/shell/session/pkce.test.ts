import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64Url, codeChallengeS256, createCodeVerifier, createState } from './pkce';

afterEach(() => vi.restoreAllMocks());

describe('PKCE (RFC 7636)', () => {
  it('S256 of the RFC 7636 appendix B verifier is its published challenge', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('a verifier is 43-128 unreserved characters (default 64)', () => {
    for (let i = 0; i < 50; i++) {
      const verifier = createCodeVerifier();
      expect(verifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
      expect(verifier).toHaveLength(64);
    }
    expect(createCodeVerifier(32)).toHaveLength(43);
    expect(createCodeVerifier(96)).toHaveLength(128);
  });

  it.each([31, 97])('refuses %i random bytes (outside 43-128 characters)', (bytes) => {
    expect(() => createCodeVerifier(bytes)).toThrow(RangeError);
  });

  it('draws the verifier from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    createCodeVerifier();
    expect(spy).toHaveBeenCalledTimes(1);
    const drawn = spy.mock.calls[0]?.[0] as Uint8Array | undefined;
    expect(drawn?.length).toBe(48);
  });

  it('verifiers and states differ from draw to draw', () => {
    expect(new Set(Array.from({ length: 100 }, () => createCodeVerifier())).size).toBe(100);
    expect(new Set(Array.from({ length: 100 }, () => createState())).size).toBe(100);
  });

  it('a challenge is 43 base64url characters without padding (the contract)', async () => {
    expect(await codeChallengeS256(createCodeVerifier())).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a state is 32 base64url characters (the contract wants 8-256)', () => {
    expect(createState()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('base64Url uses - and _ and drops padding', () => {
    expect(base64Url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
    expect(base64Url(new Uint8Array([1]))).toBe('AQ');
  });
});
