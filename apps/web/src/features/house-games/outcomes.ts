/**
 * The house games' ids and the outcome shapes the boards animate, from the engines
 * (packages/shared/src/fair/). Type-only imports: the engines' code stays out of the game page.
 */
export type { CrashOutcome, CrashParams } from '@app/shared/fair/house-crash';
export type { DiceOutcome, DiceParams } from '@app/shared/fair/house-dice';
export type { MinesOutcome, MinesParams } from '@app/shared/fair/house-mines';
export type { TigerLineWin, TigerOutcome } from '@app/shared/fair/house-tiger';
export type { WheelOutcome, WheelParams, WheelRisk } from '@app/shared/fair/house-wheel';

import type { HouseGameId } from '@app/shared/fair/house-games';

export type { HouseGameId };
export type DiceDirection = 'over' | 'under';

/** The ids in the catalogue's order (the engines' map, HOUSE_GAMES, is not loaded for a list). */
export const HOUSE_GAME_IDS: readonly HouseGameId[] = [
  'house-tiger',
  'house-crash',
  'house-dice',
  'house-mines',
  'house-wheel',
];

export function isHouseGameId(id: string): id is HouseGameId {
  return (HOUSE_GAME_IDS as readonly string[]).includes(id);
}
