import { describe, expect, it } from 'vitest';
import { SPIN_TURNS, segmentAt, slicePath, targetRotation } from './wheel-geometry';

describe('the lucky wheel lands on the prize the server drew', () => {
  it.each([
    [8, 0],
    [8, 3],
    [8, 7],
    [5, 2],
    [12, 11],
  ])('with %i segments, index %i ends under the pointer, from any start', (count, index) => {
    for (const start of [0, 17, 359, 3600 + 123, -45]) {
      for (const jitter of [0, 0.49, -0.49]) {
        const end = targetRotation(start, index, count, jitter);
        expect(segmentAt(end, count)).toBe(index);
      }
    }
  });

  it('always turns forward, at least the whole turns of a spin', () => {
    for (const start of [0, 90, 725]) {
      const end = targetRotation(start, 4, 8);
      expect(end - start).toBeGreaterThanOrEqual(SPIN_TURNS * 360 - 360);
      expect(end).toBeGreaterThan(start);
    }
  });

  it('draws a slice as a path from the centre', () => {
    expect(slicePath(100, 100, 100, 0, 90)).toBe('M100.000 100.000L100.000 0.000A100 100 0 0 1 200.000 100.000Z');
  });
});
