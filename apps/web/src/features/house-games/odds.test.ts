import { describe, expect, it } from 'vitest';
import { diceOdds, diceTargetAllowed, minesOdds } from './odds';

describe('odds shown before a round', () => {
  it('dice: under 50 wins half the rolls and pays 1.94', () => {
    expect(diceOdds({ target: 50, direction: 'under' })).toEqual({ multiplier: 1.94, chance: 0.5 });
  });

  it('dice: a target outside 1 %-98 % win chance is not offered', () => {
    expect(diceTargetAllowed({ target: 0.5, direction: 'under' })).toBe(false);
    expect(diceTargetAllowed({ target: 99, direction: 'under' })).toBe(false);
    expect(diceTargetAllowed({ target: 50, direction: 'over' })).toBe(true);
  });

  it('mines: one mine, one pick wins 24 times in 25', () => {
    const odds = minesOdds(1, 1);
    expect(odds.chance).toBeCloseTo(24 / 25, 12);
    expect(odds.multiplier).toBe(Math.floor((0.97 * 25 * 10_000) / 24) / 10_000);
  });
});
