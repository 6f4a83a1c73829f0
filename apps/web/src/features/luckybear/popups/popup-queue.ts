/**
 * The popups of one app launch (spec 9: popups always refetch). The server answers those due for the
 * player; "every launch" ones are due again at each fetch, so the client remembers for this launch
 * (session storage) which it has shown, and shows each at most once per launch.
 */
export const SHOWN_THIS_LAUNCH_KEY = 'luckybear.popups.shown';

export function shownThisLaunch(storage: Pick<Storage, 'getItem'> | undefined): Set<string> {
  try {
    const raw = storage?.getItem(SHOWN_THIS_LAUNCH_KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberShown(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, id: string): void {
  try {
    const shown = shownThisLaunch(storage);
    shown.add(id);
    storage?.setItem(SHOWN_THIS_LAUNCH_KEY, JSON.stringify([...shown]));
  } catch {
    // Storage refused: the popup may show again at the next fetch of this launch.
  }
}

/** The next popup to show: the first due one not shown this launch. */
export function nextPopup<P extends { id: string }>(due: readonly P[], shown: ReadonlySet<string>): P | undefined {
  return due.find((p) => !shown.has(p.id));
}
