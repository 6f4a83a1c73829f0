import { describe, expect, it } from 'vitest';
import { countReload, MESSENGER_RELOAD_COUNT_KEY, MESSENGER_RELOAD_LIMIT, readReloadCount } from './reload-counter';

function storageOf(items: Record<string, string> = {}) {
  return {
    items,
    getItem: (key: string) => items[key] ?? null,
    setItem: (key: string, value: string) => {
      items[key] = value;
    },
  };
}

describe('messenger reload counter (spec 8.3, 9: limit 3, in session storage)', () => {
  it('the limit is 3', () => {
    expect(MESSENGER_RELOAD_LIMIT).toBe(3);
  });

  it('starts at 0 and counts up one per reload', () => {
    const storage = storageOf();
    expect(readReloadCount(storage)).toBe(0);
    expect(countReload(storage)).toBe(1);
    expect(countReload(storage)).toBe(2);
    expect(readReloadCount(storage)).toBe(2);
    expect(storage.items[MESSENGER_RELOAD_COUNT_KEY]).toBe('2');
  });

  it.each(['', 'x', '-1', '1.5', '99999'])('an unreadable stored value %j counts as 0', (value) => {
    expect(readReloadCount(storageOf({ [MESSENGER_RELOAD_COUNT_KEY]: value }))).toBe(0);
  });

  it('no storage counts as 0', () => {
    expect(readReloadCount(undefined)).toBe(0);
  });
});
