/** The first wait before opening the stream again after it failed, and the longest. */
export const LIVE_RETRY_FIRST_MS = 2_000;
export const LIVE_RETRY_MAX_MS = 60_000;

/**
 * How long to wait before the `failures`-th reconnection of the live stream: doubling from 2 s up to a
 * minute, with up to a quarter of jitter so that clients dropped together (an API restart) do not all
 * come back in the same second.
 */
export function liveRetryDelay(failures: number, random: () => number = Math.random): number {
  const base = Math.min(LIVE_RETRY_MAX_MS, LIVE_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (1 - random() * 0.25));
}
