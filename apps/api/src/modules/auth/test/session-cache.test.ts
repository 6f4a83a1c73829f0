import { describe, expect, it } from 'vitest';
import { SessionCache } from '../core/session-cache';

/** A cache over a version the test sets by hand. */
function cacheWithVersion(initial: string | undefined) {
  const state = { version: initial };
  return { state, cache: new SessionCache<string>(() => state.version) };
}

describe('SessionCache', () => {
  it('answers what was stored while the version read before the lookup is still current', () => {
    const { cache } = cacheWithVersion('1.0');
    const version = cache.currentVersion();
    cache.set('key', version, 'session');
    expect(cache.get('key', cache.currentVersion())).toBe('session');
    expect(cache.get('other key', cache.currentVersion())).toBeUndefined();
  });

  it('answers nothing once the version has moved, and forgets every entry at the next store', () => {
    const { state, cache } = cacheWithVersion('1.0');
    cache.set('a', cache.currentVersion(), 'session a');
    state.version = '1.1';
    expect(cache.get('a', cache.currentVersion())).toBeUndefined();
    cache.set('b', cache.currentVersion(), 'session b');
    expect(cache.get('b', cache.currentVersion())).toBe('session b');
    expect(cache.get('a', cache.currentVersion())).toBeUndefined();
  });

  it('a lookup that started before a change is stored under the old version and never answered', () => {
    const { state, cache } = cacheWithVersion('1.0');
    const readBefore = cache.currentVersion();
    state.version = '2.0';
    cache.set('a', readBefore, 'looked up around the change');
    expect(cache.get('a', cache.currentVersion())).toBeUndefined();
  });

  it('keeps nothing where the database has no version (PostgreSQL)', () => {
    const { cache } = cacheWithVersion(undefined);
    cache.set('a', cache.currentVersion(), 'session');
    expect(cache.get('a', cache.currentVersion())).toBeUndefined();
  });
});
