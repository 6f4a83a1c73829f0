import { describe, expect, it } from 'vitest';
import { clampStep, dragOffset, isSidewaysDrag, settleStep } from './swipe';

describe('settleStep', () => {
  const base = { count: 4, width: 375 };
  it.each([
    ['a long slow drag left: next', 1, -120, 900, 2],
    ['a long slow drag right: previous', 2, 120, 900, 1],
    ['a short slow drag: stays', 1, -40, 600, 1],
    ['a short quick flick left: next', 1, -40, 60, 2],
    ['a tiny quick twitch: stays', 1, -10, 5, 1],
    ['past the last step: stays on it', 3, -200, 200, 3],
    ['before the first step: stays on it', 0, 200, 200, 0],
    ['no movement: stays', 2, 0, 300, 2],
  ])('%s', (_, index, dx, ms, expected) => {
    expect(settleStep({ ...base, index, dx, ms })).toBe(expected);
  });

  it('a zero-width track turns only on a flick', () => {
    expect(settleStep({ index: 0, count: 4, dx: -100, ms: 1000, width: 0 })).toBe(0);
    expect(settleStep({ index: 0, count: 4, dx: -100, ms: 100, width: 0 })).toBe(1);
  });
});

describe('dragOffset', () => {
  it.each([
    [1, -90, -90],
    [1, 90, 90],
    [0, 90, 30],
    [0, -90, -90],
    [3, -90, -30],
    [3, 90, 90],
  ])('step %i, finger moved %i: the steps move %i', (index, dx, expected) => {
    expect(dragOffset(index, 4, dx)).toBe(expected);
  });
});

describe('isSidewaysDrag', () => {
  it.each([
    [20, 5, true],
    [-20, 5, true],
    [5, 2, false],
    [12, 30, false],
    [30, 30, false],
  ])('dx %i, dy %i -> %s', (dx, dy, expected) => {
    expect(isSidewaysDrag(dx, dy)).toBe(expected);
  });
});

describe('clampStep', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [3, 3],
    [4, 3],
  ])('%i -> %i', (index, expected) => {
    expect(clampStep(index, 4)).toBe(expected);
  });
});
