/**
 * The new-user guide's local flag (spec 2.6, 4.1, 3 "guide flags"): present once the guide has been
 * seen on this device. Without it start-up preloads the guide's video, the splash shows a tip, and a
 * signed-out visitor on a logged-in route is not sent to sign in at once (startup-rules.ts).
 */
export const GUIDE_SEEN_KEY = 'newbie_guide_seen';

type Readable = Pick<Storage, 'getItem'>;

/** Storage can be missing (server) or throw (blocked cookies, private modes): then the guide counts as not seen. */
export function isGuideSeen(storage: Readable | undefined): boolean {
  try {
    return storage?.getItem(GUIDE_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** Called by the guide when the user has gone through it. */
export function markGuideSeen(storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(GUIDE_SEEN_KEY, '1');
  } catch {
    // Nothing to remember it in: the guide shows again next time.
  }
}
