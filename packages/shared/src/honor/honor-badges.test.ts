import { describe, expect, it } from 'vitest';
import { HONOR_BADGES, honorBadge, nextGoal, tierOf } from './honor-badges';

describe('honor badges', () => {
  it.each([
    [0, 0, 1],
    [1, 1, 5],
    [4, 1, 5],
    [5, 2, 20],
    [20, 3, null],
    [999, 3, null],
  ])('a count of %i reaches tier %i with the next goal %s', (count, tier, next) => {
    expect(tierOf([1, 5, 20], count)).toBe(tier);
    expect(nextGoal([1, 5, 20], count)).toBe(next);
  });

  it('has unique ids with rising goals, and finds a badge by id only when it exists', () => {
    expect(new Set(HONOR_BADGES.map((b) => b.id)).size).toBe(HONOR_BADGES.length);
    for (const b of HONOR_BADGES) expect([...b.goals].sort((x, y) => x - y)).toEqual([...b.goals]);
    expect(honorBadge('creator')?.goals).toEqual([1]);
    expect(honorBadge('nope')).toBeUndefined();
  });
});
