/**
 * The offer details' step-by-step guide (spec 2.3: newGuide=1 is added when the new-user guide is on)
 * shows on the first visit only: a local flag remembers that it was seen (like the splash's guide flag,
 * spec 2.6). Storage that cannot be read counts as not seen; one that cannot be written is ignored.
 */
export const TASK_GUIDE_SEEN_KEY = 'tasklib_task_guide_seen';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether the guide overlay opens: asked for by the address, and not seen before in this browser. */
export function shouldShowTaskGuide(newGuide: boolean, storage: FlagStorage | undefined): boolean {
  if (!newGuide) return false;
  try {
    return storage?.getItem(TASK_GUIDE_SEEN_KEY) !== '1';
  } catch {
    return true;
  }
}

export function markTaskGuideSeen(storage: FlagStorage | undefined): void {
  try {
    storage?.setItem(TASK_GUIDE_SEEN_KEY, '1');
  } catch {
    // Private modes may refuse writes: the guide then shows again next time, which is harmless.
  }
}
