import { describe, expect, it } from 'vitest';
import { LIVE_RETRY_MAX_MS, liveRetryDelay } from './live-backoff';

describe('liveRetryDelay', () => {
  it.each([
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [6, 60_000],
    [20, LIVE_RETRY_MAX_MS],
  ])('after %i failures waits %i ms without jitter', (failures, ms) => {
    expect(liveRetryDelay(failures, () => 0)).toBe(ms);
  });

  it('takes off at most a quarter as jitter', () => {
    expect(liveRetryDelay(2, () => 1)).toBe(3_000);
    expect(liveRetryDelay(2, () => 0.5)).toBe(3_500);
  });
});
