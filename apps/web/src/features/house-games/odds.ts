import { DICE, MINES } from './game-tables';
import type { DiceParams } from './outcomes';

/** What a bet pays and how likely it wins, shown before the player plays (the engines' own rules). */
export interface Odds {
  multiplier: number;
  /** Win chance, 0-1. */
  chance: number;
}

function floor4(value: number): number {
  return Math.floor(value * 10_000 + 1e-9) / 10_000;
}

export function diceOdds({ target, direction }: DiceParams): Odds {
  const t = Math.round(target * 100);
  const wins = direction === 'under' ? t : DICE.rollOutcomes - 1 - t;
  return { multiplier: floor4((DICE.payoutFactor * DICE.rollOutcomes) / wins), chance: wins / DICE.rollOutcomes };
}

/** Whether a dice target gives a win chance the game accepts. */
export function diceTargetAllowed(params: DiceParams): boolean {
  const wins = diceOdds(params).chance * DICE.rollOutcomes;
  return wins >= DICE.minWinOutcomes && wins <= DICE.maxWinOutcomes;
}

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

export function minesOdds(mines: number, picks: number): Odds {
  const chance = choose(MINES.cells - mines, picks) / choose(MINES.cells, picks);
  return { multiplier: floor4(Math.min(MINES.maxMultiplier, MINES.payoutFactor / chance)), chance };
}
