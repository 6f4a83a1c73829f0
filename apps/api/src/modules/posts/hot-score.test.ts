import { describe, expect, it } from 'vitest';
import { HOURS_PER_DOUBLING, hotScore } from './hot-score';

const HOUR = 3_600_000;
const T0 = 1_790_000_000_000;

describe('hotScore: recency against engagement', () => {
  it.each([
    ['a newer post outranks an older one with the same engagement', hotScore(T0 + HOUR, 0, 0), hotScore(T0, 0, 0)],
    ['more likes outrank fewer at the same age', hotScore(T0, 5, 0), hotScore(T0, 4, 0)],
    ['a comment weighs more than a like', hotScore(T0, 0, 1), hotScore(T0, 1, 0)],
    [
      'an older post that doubled its engagement per period outranks a newer one',
      hotScore(T0, 7, 0),
      hotScore(T0 + 2 * HOURS_PER_DOUBLING * HOUR - HOUR, 0, 0),
    ],
  ])('%s', (_name, higher, lower) => {
    expect(higher).toBeGreaterThan(lower);
  });

  it('equal engagement and age give equal rank (the id breaks the tie)', () => {
    expect(hotScore(T0, 1, 2)).toBe(hotScore(T0, 1, 2));
  });
});
