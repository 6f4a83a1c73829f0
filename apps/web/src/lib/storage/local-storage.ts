/** localStorage where it can be read, else undefined (server; blocked in private modes or sandboxed frames). */
export function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
