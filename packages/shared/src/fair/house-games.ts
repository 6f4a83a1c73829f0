import type { HouseGame } from './engine';
import { houseCrash } from './house-crash';
import { houseDice } from './house-dice';
import { houseMines } from './house-mines';
import { houseTiger } from './house-tiger';
import { houseWheel } from './house-wheel';

/** The first-party games, by catalogue id (docs/fairness.md). */
export const HOUSE_GAMES = {
  'house-tiger': houseTiger,
  'house-crash': houseCrash,
  'house-dice': houseDice,
  'house-mines': houseMines,
  'house-wheel': houseWheel,
} as const satisfies Record<string, { id: string; theoreticalRtp: number }>;

export type HouseGameId = keyof typeof HOUSE_GAMES;
export const HOUSE_GAME_IDS = Object.keys(HOUSE_GAMES) as HouseGameId[];

export function isHouseGameId(id: string): id is HouseGameId {
  return Object.hasOwn(HOUSE_GAMES, id);
}

/** The engine behind an id, typed loosely for callers that hold params as JSON from the wire. */
export function houseGame(id: HouseGameId): HouseGame<unknown, unknown> {
  return HOUSE_GAMES[id] as unknown as HouseGame<unknown, unknown>;
}
