import { describe, expect, it } from 'vitest';
import { crashDurationMs, multiplierAt } from './crash-curve';

describe('crash curve', () => {
  it('starts at 1.00 and never shows more than the crash point', () => {
    expect(multiplierAt(0, 3.5)).toBe(1);
    expect(multiplierAt(crashDurationMs(3.5) + 5000, 3.5)).toBe(3.5);
  });

  it('reaches the crash point exactly at the end of the rise', () => {
    for (const point of [1, 1.01, 2, 37.42, 1000, 1_000_000]) {
      expect(multiplierAt(crashDurationMs(point), point)).toBeCloseTo(point, 1);
    }
  });

  it('keeps even a huge crash point to a short rise', () => {
    expect(crashDurationMs(1_000_000)).toBeLessThanOrEqual(6000);
    expect(crashDurationMs(1)).toBe(0);
  });

  it('rises monotonically', () => {
    let last = 1;
    for (let ms = 0; ms < 4000; ms += 100) {
      const value = multiplierAt(ms, 50);
      expect(value).toBeGreaterThanOrEqual(last);
      last = value;
    }
  });
});
