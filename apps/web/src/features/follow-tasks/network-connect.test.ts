import { describe, expect, it } from 'vitest';
import { beginConnect, PENDING_CONNECT_KEY, readConnectReturn } from './network-connect';

const PENDING = JSON.stringify({
  state: 's1',
  codeVerifier: 'v'.repeat(64),
  mediaType: 'x_dev',
  redirectUri: 'http://a/b',
});

describe('readConnectReturn', () => {
  it.each([
    ['', PENDING, { kind: 'none' }],
    ['?foo=1', PENDING, { kind: 'none' }],
    ['?error=access_denied&state=s1', PENDING, { kind: 'error', reason: 'denied' }],
    ['?code=c1&state=s1', null, { kind: 'error', reason: 'missing' }],
    ['?code=c1&state=s1', '{not json', { kind: 'error', reason: 'missing' }],
    ['?code=c1&state=other', PENDING, { kind: 'error', reason: 'state' }],
    ['?code=c1', PENDING, { kind: 'error', reason: 'state' }],
  ])('%s with %s -> %j', (search, stored, expected) => {
    expect(readConnectReturn(search, stored)).toEqual(expected);
  });

  it('answers the code with the kept verifier when the state matches', () => {
    const back = readConnectReturn('?code=c1&state=s1', PENDING);
    expect(back).toMatchObject({
      kind: 'code',
      code: 'c1',
      pending: { mediaType: 'x_dev', codeVerifier: 'v'.repeat(64) },
    });
  });
});

describe('beginConnect', () => {
  it('keeps a PKCE verifier and state and sends its S256 challenge, never the verifier', async () => {
    const kept = new Map<string, string>();
    const url = new URL(
      await beginConnect(
        { setItem: (k, v) => kept.set(k, v) },
        {
          mediaType: 'x_dev',
          authorize: { url: 'http://net/auth', client_id: 'web', scope: 'openid follows.read' },
          redirectUri: 'http://app/en-US/profile/followTask',
        },
      ),
    );
    const pending = JSON.parse(kept.get(PENDING_CONNECT_KEY) ?? '{}');
    expect(pending.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('code_challenge')).not.toBe(pending.codeVerifier);
    expect(url.searchParams.get('state')).toBe(pending.state);
    expect(url.searchParams.get('redirect_uri')).toBe('http://app/en-US/profile/followTask');
    expect(url.href).not.toContain(pending.codeVerifier);
  });
});
