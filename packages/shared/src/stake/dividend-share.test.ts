import { describe, expect, it } from 'vitest';
import { overlapMs, splitPool, stakingReward } from './dividend-share';

describe('splitPool (largest remainder)', () => {
  it('pays the whole pool to the last base unit, the leftover units to the largest remainders', () => {
    const shares = splitPool(100n, [
      { userId: 1, weight: 1n },
      { userId: 2, weight: 1n },
      { userId: 3, weight: 1n },
    ]);
    // 33 each, one unit left: the remainders tie, so the lowest user id gets it.
    expect(shares.map((s) => s.amount)).toEqual([34n, 33n, 33n]);
    const uneven = splitPool(10n, [
      { userId: 5, weight: 7n },
      { userId: 6, weight: 3n },
      { userId: 7, weight: 5n },
    ]);
    // Exact shares 4.67, 2, 3.33: floors 4, 2, 3 and the one unit left to the .67.
    expect(uneven.map((s) => s.amount)).toEqual([5n, 2n, 3n]);
    expect(uneven.reduce((a, s) => a + s.amount, 0n)).toBe(10n);
  });

  it('answers nothing when nobody held (the pool is carried)', () => {
    expect(splitPool(50n, [])).toEqual([]);
    expect(splitPool(50n, [{ userId: 1, weight: 0n }])).toEqual([]);
  });
});

describe('overlapMs and stakingReward', () => {
  it('counts only the time inside the period and pays rate x amount x time', () => {
    expect(overlapMs(0, 100, 50, 200)).toBe(50);
    expect(overlapMs(300, 400, 50, 200)).toBe(0);
    const day = 24 * 60 * 60 * 1000;
    // 365 KTHER (8 decimals) at 10% a year for one day: 0.1 KTHER.
    expect(stakingReward(365n * 100_000_000n, 1000, day)).toBe(10_000_000n);
  });
});
