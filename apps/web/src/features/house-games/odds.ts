import { houseDice } from '@app/shared/fair/house-dice';
import { minesMultiplier } from '@app/shared/fair/house-mines';
import type { DiceParams } from './outcomes';

/** What a bet pays and how likely it wins, shown before the player plays (from the engines themselves). */
export interface Odds {
  multiplier: number;
  /** Win chance, 0-1. */
  chance: number;
}

export function diceOdds(params: DiceParams): Odds {
  const [win] = houseDice.payouts?.(params) ?? [];
  return { multiplier: win?.multiplier ?? 0, chance: win?.probability ?? 0 };
}

/** Whether a dice target gives a win chance the game accepts (the engine's own check). */
export function diceTargetAllowed(params: DiceParams): boolean {
  try {
    houseDice.validateParams(params);
    return true;
  } catch {
    return false;
  }
}

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

export function minesOdds(mines: number, picks: number, cells = 25): Odds {
  return { multiplier: minesMultiplier(mines, picks), chance: choose(cells - mines, picks) / choose(cells, picks) };
}
