import { describe, expect, it } from 'vitest';
import { isDrawScope, isFairGameId, parseWeights } from './fair-games';

describe('the fairness page games and draws', () => {
  it('knows the draws by their fair scopes beside the house games', () => {
    expect(isDrawScope('lucky-spin')).toBe(true);
    expect(isDrawScope('house-dice')).toBe(false);
    expect(isFairGameId('free-lottery')).toBe(true);
    expect(isDrawScope('lucky-code')).toBe(true);
    expect(isFairGameId('roulette')).toBe(false);
  });

  it('reads weights as typed or as the link carries them', () => {
    expect(parseWeights('50, 30,20')).toEqual([50, 30, 20]);
    expect(parseWeights('5 5 5')).toEqual([5, 5, 5]);
  });

  it.each(['', '0, 5', '1.5, 2', '-1', 'a, b'])('refuses %j', (text) => {
    expect(parseWeights(text)).toBeNull();
  });
});
