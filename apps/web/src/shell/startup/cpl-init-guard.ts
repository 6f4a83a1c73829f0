/**
 * Spec 4.1 step 6: the task service's first-time init runs once per session per user. "Session" is the
 * browser session (sessionStorage: a new tab or a restarted browser runs it again); the key carries the
 * user id, so another user signing in on the same tab gets their own init.
 */
export const CPL_INIT_KEY_PREFIX = 'cpl_init_done:';

export function cplInitKey(userId: number): string {
  return `${CPL_INIT_KEY_PREFIX}${userId}`;
}

export function isCplInitDone(storage: Pick<Storage, 'getItem'> | undefined, userId: number): boolean {
  try {
    return storage?.getItem(cplInitKey(userId)) === '1';
  } catch {
    return false;
  }
}

export function markCplInitDone(storage: Pick<Storage, 'setItem'> | undefined, userId: number): void {
  try {
    storage?.setItem(cplInitKey(userId), '1');
  } catch {
    // Without session storage the init may run again on the next page load; it is idempotent.
  }
}

/**
 * Decides and records one init per user and session: `claim` is true for the caller that should call
 * the API now (not done in this session, none in flight); `done`/`failed` settle the claim. A failure
 * releases the claim so that a later start (the next page load) tries again.
 */
export function createCplInitGuard(storage: () => Pick<Storage, 'getItem' | 'setItem'> | undefined) {
  const inFlight = new Set<number>();
  return {
    claim(userId: number): boolean {
      if (userId <= 0 || inFlight.has(userId) || isCplInitDone(storage(), userId)) return false;
      inFlight.add(userId);
      return true;
    },
    done(userId: number): void {
      inFlight.delete(userId);
      markCplInitDone(storage(), userId);
    },
    failed(userId: number): void {
      inFlight.delete(userId);
    },
  };
}
