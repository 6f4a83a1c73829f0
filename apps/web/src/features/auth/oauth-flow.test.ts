import type { Endpoint } from '@app/shared';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@/lib/api/client';
import { codeChallengeS256 } from '@/shell/session/pkce';
import { beginThirdParty, PENDING_OAUTH_KEY, type PendingOAuth, redirectUriFor, takePendingOAuth } from './oauth-flow';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function recordingApi(answer: unknown) {
  const calls: { path: string; input: unknown }[] = [];
  const api: ApiClient = {
    call: (async (endpoint: Endpoint, input: unknown) => {
      calls.push({ path: endpoint.path, input });
      return answer;
    }) as ApiClient['call'],
  };
  return { api, calls };
}

const OPTIONS = {
  mediaType: 'google',
  mode: 'login' as const,
  locale: 'en-US',
  backUrl: '/en-US/wallet',
  origin: 'https://app.test',
};

describe('beginThirdParty', () => {
  it('keeps verifier + state and asks /user/third_party_auth_url with the S256 challenge of that verifier', async () => {
    const storage = memoryStorage();
    const { api, calls } = recordingApi({ url: 'https://idp.test/auth?x=1' });
    const url = await beginThirdParty(api, storage, OPTIONS);

    expect(url).toBe('https://idp.test/auth?x=1');
    const pending = JSON.parse(storage.items.get(PENDING_OAUTH_KEY) ?? '{}') as PendingOAuth;
    expect(pending).toMatchObject({
      mediaType: 'google',
      mode: 'login',
      backUrl: '/en-US/wallet',
      redirectUri: 'https://app.test/en-US/user/oauth-callback',
    });
    expect(pending.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(calls).toEqual([
      {
        path: '/user/third_party_auth_url',
        input: {
          media_type: 'google',
          redirect_uri: 'https://app.test/en-US/user/oauth-callback',
          code_challenge: await codeChallengeS256(pending.codeVerifier),
          state: pending.state,
        },
      },
    ]);
  });

  it('the redirect URI is the locale callback on this origin', () => {
    expect(redirectUriFor('http://127.0.0.1:3000', 'vi-VN')).toBe('http://127.0.0.1:3000/vi-VN/user/oauth-callback');
  });
});

describe('takePendingOAuth', () => {
  async function started(mode: 'login' | 'bind' = 'login') {
    const storage = memoryStorage();
    await beginThirdParty(recordingApi({ url: 'u' }).api, storage, { ...OPTIONS, mode });
    const pending = JSON.parse(storage.items.get(PENDING_OAUTH_KEY) ?? '{}') as PendingOAuth;
    return { storage, pending };
  }

  it('the state the provider echoed gives back the kept flow, once', async () => {
    const { storage, pending } = await started('bind');
    expect(takePendingOAuth(storage, pending.state)).toEqual({ ok: true, pending });
    expect(takePendingOAuth(storage, pending.state)).toEqual({ ok: false, reason: 'missing' });
  });

  it('another state is refused and the kept flow is dropped', async () => {
    const { storage } = await started();
    expect(takePendingOAuth(storage, 'forged-state-value')).toEqual({ ok: false, reason: 'state_mismatch' });
    expect(storage.items.has(PENDING_OAUTH_KEY)).toBe(false);
  });

  it('no state at all is refused', async () => {
    const { storage } = await started();
    expect(takePendingOAuth(storage, null)).toEqual({ ok: false, reason: 'state_mismatch' });
  });

  it.each([
    '',
    'not json',
    '{"state":"s"}',
    JSON.stringify({ state: 's', codeVerifier: 'v', mediaType: 'm', backUrl: '/', redirectUri: 'r', mode: 'steal' }),
  ])('nothing usable kept (%j): missing', (raw) => {
    const storage = memoryStorage();
    if (raw) storage.items.set(PENDING_OAUTH_KEY, raw);
    expect(takePendingOAuth(storage, 's')).toEqual({ ok: false, reason: 'missing' });
  });
});
