import crash from '@app/shared/fair/paytables/house-crash.json';
import mines from '@app/shared/fair/paytables/house-mines.json';
import tiger from '@app/shared/fair/paytables/house-tiger.json';
import wheel from '@app/shared/fair/paytables/house-wheel.json';
import type { WheelRisk } from './outcomes';

/**
 * What the boards need of the paytables (packages/shared/src/fair/paytables/*.json, the engines' own
 * data): the slot's symbols and lines, the wheel's rings, the bounds of each game's parameters.
 */
export const TIGER = {
  rows: tiger.rows,
  reels: tiger.reels.length,
  symbols: tiger.symbols,
  paylines: tiger.paylines,
};
export const CRASH = crash;
export const MINES = mines;
export const WHEEL: Record<WheelRisk, number[]> = wheel.segments;
