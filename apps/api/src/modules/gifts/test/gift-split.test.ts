import { describe, expect, it } from 'vitest';
import { randomSplit } from '../gift-split';

describe('randomSplit', () => {
  it('gives every share at least 1 unit and adds up to the total, whatever the draws', () => {
    for (const draw of [() => 0, (max: number) => max - 1, (max: number) => Math.floor(Math.random() * max)]) {
      for (const [total, count] of [
        [10n, 10],
        [11n, 10],
        [1000n, 7],
        [123456789n, 100],
      ] as const) {
        const shares = randomSplit(total, count, draw);
        expect(shares).toHaveLength(count);
        expect(shares.every((s) => s >= 1n)).toBe(true);
        expect(shares.reduce((a, b) => a + b, 0n)).toBe(total);
      }
    }
  });

  it('never gives a share above twice the even share of what was left', () => {
    const shares = randomSplit(1000n, 4, (max) => max - 1);
    let left = 1000n;
    shares.slice(0, -1).forEach((share, i) => {
      expect(share <= (left * 2n) / BigInt(4 - i)).toBe(true);
      left -= share;
    });
  });

  it('refuses a total below one unit a share', () => {
    expect(() => randomSplit(4n, 5)).toThrow();
  });
});
