import { describe, expect, it } from 'vitest';
import { markTaskGuideSeen, shouldShowTaskGuide, TASK_GUIDE_SEEN_KEY } from './guide-seen';

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  } as Storage;
}

describe('newGuide=1 guide on the first visit only', () => {
  it('shows when asked and not seen; not after it was marked seen', () => {
    const storage = memory();
    expect(shouldShowTaskGuide(true, storage)).toBe(true);
    markTaskGuideSeen(storage);
    expect(storage.getItem(TASK_GUIDE_SEEN_KEY)).toBe('1');
    expect(shouldShowTaskGuide(true, storage)).toBe(false);
  });
  it('never shows without newGuide=1', () => {
    expect(shouldShowTaskGuide(false, memory())).toBe(false);
  });
  it('storage that throws: shows, and marking does not throw', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(shouldShowTaskGuide(true, broken)).toBe(true);
    expect(() => markTaskGuideSeen(broken)).not.toThrow();
    expect(shouldShowTaskGuide(true, undefined)).toBe(true);
  });
});
