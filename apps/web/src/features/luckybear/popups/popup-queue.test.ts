import { describe, expect, it } from 'vitest';
import { nextPopup, rememberShown, SHOWN_THIS_LAUNCH_KEY, shownThisLaunch } from './popup-queue';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('the popups of one launch', () => {
  it('shows each due popup once per launch, in the order the server gives', () => {
    const storage = memoryStorage();
    const due = [{ id: 'a' }, { id: 'b' }];
    expect(nextPopup(due, shownThisLaunch(storage))?.id).toBe('a');
    rememberShown(storage, 'a');
    expect(nextPopup(due, shownThisLaunch(storage))?.id).toBe('b');
    rememberShown(storage, 'b');
    expect(nextPopup(due, shownThisLaunch(storage))).toBeUndefined();
  });

  it('reads a damaged record as nothing shown', () => {
    expect(shownThisLaunch(memoryStorage({ [SHOWN_THIS_LAUNCH_KEY]: '{oops' })).size).toBe(0);
    expect(shownThisLaunch(memoryStorage({ [SHOWN_THIS_LAUNCH_KEY]: '{"a":1}' })).size).toBe(0);
    expect(shownThisLaunch(undefined).size).toBe(0);
  });
});
