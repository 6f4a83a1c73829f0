/**
 * The outcome shapes the house games' engines return (packages/shared/src/fair/house-*.ts), which the
 * boards animate. Kept in one file so the boards name them from one place.
 */
export const HOUSE_GAME_IDS = ['house-tiger', 'house-crash', 'house-dice', 'house-mines', 'house-wheel'] as const;
export type HouseGameId = (typeof HOUSE_GAME_IDS)[number];

export function isHouseGameId(id: string): id is HouseGameId {
  return (HOUSE_GAME_IDS as readonly string[]).includes(id);
}

export interface TigerLineWin {
  line: number;
  symbol: string;
  count: number;
  pay: number;
}
export interface TigerOutcome {
  stops: number[];
  grid: string[][];
  lineWins: TigerLineWin[];
}
export interface CrashParams {
  target: number;
}
export interface CrashOutcome {
  crashPoint: number;
  target: number;
  cashedOut: boolean;
}
export type DiceDirection = 'over' | 'under';
export interface DiceParams {
  target: number;
  direction: DiceDirection;
}
export interface DiceOutcome {
  roll: number;
  target: number;
  direction: DiceDirection;
  win: boolean;
}
export interface MinesParams {
  mines: number;
  picks: number[];
}
export interface MinesOutcome {
  minePositions: number[];
  picks: number[];
  hitMine: number | null;
  win: boolean;
}
export type WheelRisk = 'low' | 'medium' | 'high';
export interface WheelParams {
  risk: WheelRisk;
}
export interface WheelOutcome {
  risk: WheelRisk;
  segmentIndex: number;
  segmentCount: number;
}
