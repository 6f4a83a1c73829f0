import { describe, expect, it } from 'vitest';
import { cplInitKey, createCplInitGuard, isCplInitDone } from './cpl-init-guard';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('task-service init guard (spec 4.1 step 6: once per session per user)', () => {
  it('claims once while in flight, then never again in this session once done', () => {
    const storage = memoryStorage();
    const guard = createCplInitGuard(() => storage);
    expect(guard.claim(7)).toBe(true);
    expect(guard.claim(7)).toBe(false);
    guard.done(7);
    expect(storage.items.get(cplInitKey(7))).toBe('1');
    expect(guard.claim(7)).toBe(false);
    // A new page load of the same session: a fresh guard over the same storage.
    expect(createCplInitGuard(() => storage).claim(7)).toBe(false);
  });

  it('each user gets their own init', () => {
    const storage = memoryStorage();
    const guard = createCplInitGuard(() => storage);
    expect(guard.claim(7)).toBe(true);
    guard.done(7);
    expect(guard.claim(8)).toBe(true);
    guard.done(8);
    expect(isCplInitDone(storage, 7)).toBe(true);
    expect(isCplInitDone(storage, 8)).toBe(true);
    expect(isCplInitDone(storage, 9)).toBe(false);
  });

  it('a failure releases the claim without marking it done', () => {
    const storage = memoryStorage();
    const guard = createCplInitGuard(() => storage);
    expect(guard.claim(7)).toBe(true);
    guard.failed(7);
    expect(isCplInitDone(storage, 7)).toBe(false);
    expect(guard.claim(7)).toBe(true);
  });

  it('signed out (id 0) never claims; storage that throws counts as not done', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const guard = createCplInitGuard(() => throwing);
    expect(guard.claim(0)).toBe(false);
    expect(guard.claim(5)).toBe(true);
    expect(() => guard.done(5)).not.toThrow();
  });
});
