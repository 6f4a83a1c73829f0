import { TIMINGS } from '@app/shared';

/**
 * Spec 8.3: inside the messenger a dead session (1004) reloads the mini app at most 3 times per
 * messenger session; the count lives in session storage so it survives the reloads.
 */
export const MESSENGER_RELOAD_COUNT_KEY = 'tg_session_reload_count';
export const MESSENGER_RELOAD_LIMIT = TIMINGS.messengerReloadLimit;

export function readReloadCount(storage: Pick<Storage, 'getItem'> | undefined): number {
  const raw = storage?.getItem(MESSENGER_RELOAD_COUNT_KEY);
  const count = raw && /^\d{1,4}$/.test(raw) ? Number(raw) : 0;
  return count;
}

/** Counts one more reload and answers the new count. */
export function countReload(storage: Pick<Storage, 'getItem' | 'setItem'>): number {
  const next = readReloadCount(storage) + 1;
  storage.setItem(MESSENGER_RELOAD_COUNT_KEY, String(next));
  return next;
}
