import type { WheelRisk } from './outcomes';

/**
 * What the boards need of the paytables (packages/shared/src/fair/paytables/*.json): the slot's
 * symbols and lines, the wheel's rings, the bounds of each game's parameters.
 */
export const TIGER = {
  rows: 3,
  reels: 5,
  symbols: ['tiger', 'dragon', 'koi', 'lantern', 'coin', 'A', 'K', 'Q', 'J'],
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 1, 1, 1, 0],
  ],
};

export const CRASH = { minTarget: 1.01, maxTarget: 1000, defaultTarget: 2 };
export const DICE = { minWinOutcomes: 100, maxWinOutcomes: 9800, rollOutcomes: 10000, payoutFactor: 0.97 };
export const MINES = { cells: 25, minMines: 1, maxMines: 24, payoutFactor: 0.97, maxMultiplier: 10000 };
export const WHEEL: Record<WheelRisk, number[]> = {
  low: [1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0, 1.2, 1.2, 1.2, 1.2, 0, 1.2, 1.2],
  medium: [0, 1.6, 0, 3, 0, 1.6, 0, 0, 1.6, 0, 5.4, 0, 1.6, 0, 0, 3, 0, 1.6, 0, 0],
  high: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19.4],
};
