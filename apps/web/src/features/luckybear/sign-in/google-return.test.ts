import { describe, expect, it } from 'vitest';
import { PENDING_GOOGLE_KEY, returnUriOf, takeGoogleReturn, withoutOAuthParams } from './google-return';

function storageWith(value?: object) {
  const items = new Map<string, string>();
  if (value) items.set(PENDING_GOOGLE_KEY, JSON.stringify(value));
  return {
    getItem: (k: string) => items.get(k) ?? null,
    removeItem: (k: string) => void items.delete(k),
    has: (k: string) => items.has(k),
  };
}
const pending = { state: 'st4te-123', codeVerifier: 'v'.repeat(64), redirectUri: 'https://x.test/vi-VN/luckybear' };

describe('takeGoogleReturn', () => {
  it('a page without the provider parameters is no return, and keeps the pending flow', () => {
    const storage = storageWith(pending);
    expect(takeGoogleReturn('?tab=home', storage)).toEqual({ kind: 'none' });
    expect(storage.has(PENDING_GOOGLE_KEY)).toBe(true);
  });

  it('the matching state gives the callback, with iss, and uses the pending flow up', () => {
    const storage = storageWith(pending);
    expect(takeGoogleReturn('?code=c0de&state=st4te-123&iss=https%3A%2F%2Fidp', storage)).toEqual({
      kind: 'callback',
      pending,
      code: 'c0de',
      state: 'st4te-123',
      iss: 'https://idp',
    });
    expect(storage.has(PENDING_GOOGLE_KEY)).toBe(false);
    expect(takeGoogleReturn('?code=c0de&state=st4te-123', storage)).toEqual({ kind: 'refused', reason: 'missing' });
  });

  it.each([
    ['another state (login CSRF)', '?code=c&state=other', pending, 'state_mismatch'],
    ['the provider refused', '?error=access_denied&state=st4te-123', pending, 'provider_error'],
    ['nothing kept', '?code=c&state=st4te-123', undefined, 'missing'],
    ['a damaged entry', '?code=c&state=st4te-123', { state: 1 }, 'missing'],
  ] as const)('%s is refused', (_name, search, kept, reason) => {
    expect(takeGoogleReturn(search, storageWith(kept))).toEqual({ kind: 'refused', reason });
  });
});

describe('returnUriOf and withoutOAuthParams', () => {
  it('comes back to the same page without its query', () => {
    expect(returnUriOf({ origin: 'https://x.test', pathname: '/vi-VN/luckybear' })).toBe(
      'https://x.test/vi-VN/luckybear',
    );
  });
  it('drops only the provider parameters', () => {
    expect(withoutOAuthParams('?code=c&state=s&iss=i&tab=2')).toBe('?tab=2');
    expect(withoutOAuthParams('?code=c&state=s')).toBe('');
  });
});
