export interface Backoff {
  /** The delay after the first failure, ms; it doubles after each further failure. */
  baseMs: number;
  /** The longest delay, ms. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 2000, maxMs: 60 * 60 * 1000 };

/**
 * The wait before the next attempt after attempt `attempt` (1-based) failed: exponential, capped,
 * with "equal jitter" (between half and all of it), so that jobs that failed together (a provider's
 * outage) do not all come back at the same moment. `random` is in [0, 1).
 */
export function retryDelayMs(attempt: number, backoff: Backoff, random: () => number): number {
  const exponential = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (exponential / 2) * random());
}
