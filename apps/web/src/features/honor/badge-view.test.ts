import { describe, expect, it } from 'vitest';
import { badgeView, sortBadges } from './badge-view';

const goals = [1, 5, 20];

describe('badge view', () => {
  it.each([
    [
      { tier: 0, count: 0, next_goal: 1 },
      { earned: false, share: 0, shown: 0, goal: 1, complete: false },
    ],
    [
      { tier: 1, count: 3, next_goal: 5 },
      { earned: true, share: 0.6, shown: 3, goal: 5, complete: false },
    ],
    [
      { tier: 3, count: 42, next_goal: null },
      { earned: true, share: 1, shown: 20, goal: 20, complete: true },
    ],
    // A tier kept after the count fell (a pet sold): earned, with progress from the count.
    [
      { tier: 1, count: 0, next_goal: 1 },
      { earned: true, share: 0, shown: 0, goal: 1, complete: false },
    ],
  ])('%j -> %j', (badge, expected) => {
    expect(badgeView({ ...badge, goals })).toEqual(expected);
  });

  it('puts earned badges first, then the locked ones nearest their goal, catalogue order for ties', () => {
    const list = [
      { id: 'a', tier: 0, count: 0, next_goal: 1, goals },
      { id: 'b', tier: 0, count: 0, next_goal: 1, goals: [1, 2] },
      { id: 'c', tier: 1, count: 1, next_goal: 5, goals },
      { id: 'd', tier: 2, count: 5, next_goal: 20, goals },
      { id: 'e', tier: 0, count: 0, next_goal: 1, goals: [1] },
    ];
    expect(sortBadges(list).map((b) => b.id)).toEqual(['d', 'c', 'a', 'b', 'e']);
  });
});
