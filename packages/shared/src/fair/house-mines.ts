import {
  expectedMultiplier,
  floorMultiplier,
  GameParamsError,
  type HouseGame,
  type PayoutChance,
  paramsRecord,
} from './engine';
import table from './paytables/house-mines.json';

/**
 * Mines as one bet: the player chooses the mine count and the cells to reveal before the round; the
 * round places the mines and pays when no picked cell holds one. Mine i (i = 0 ... mines-1) is the
 * cell at index floor(f_i x (25 - i)) of the cells still free, in ascending order (a partial
 * Fisher-Yates draw). Multiplier for k picks = payoutFactor x C(25, k) / C(25 - mines, k), floored to
 * 4 decimals and capped at maxMultiplier (the cap only bites on combinations with a win chance below
 * 1 in 10,000, which are why their RTP is lower; rtpFor says it exactly).
 */
export interface MinesParams {
  mines: number;
  /** Cells the player reveals, 0 ... 24 row by row, distinct. */
  picks: number[];
}

export interface MinesOutcome {
  /** Mine cells in the order they were drawn. */
  minePositions: number[];
  picks: number[];
  /** The first picked cell that holds a mine, or null when all picks were safe. */
  hitMine: number | null;
  win: boolean;
}

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

function winChance(mines: number, picks: number): number {
  return choose(table.cells - mines, picks) / choose(table.cells, picks);
}

export function minesMultiplier(mines: number, picks: number): number {
  return floorMultiplier(Math.min(table.maxMultiplier, table.payoutFactor / winChance(mines, picks)));
}

function payouts({ mines, picks }: MinesParams): PayoutChance[] {
  const win = winChance(mines, picks.length);
  return [
    { multiplier: minesMultiplier(mines, picks.length), probability: win },
    { multiplier: 0, probability: 1 - win },
  ];
}

function validateParams(raw: unknown): MinesParams {
  const record = paramsRecord(raw);
  const mines = record.mines ?? table.defaultMines;
  if (!Number.isInteger(mines) || (mines as number) < table.minMines || (mines as number) > table.maxMines) {
    throw new GameParamsError('mines', `must be a whole number from ${table.minMines} to ${table.maxMines}`);
  }
  const picks = record.picks ?? table.defaultPicks;
  const safeCells = table.cells - (mines as number);
  if (!Array.isArray(picks) || picks.length < 1 || picks.length > safeCells) {
    throw new GameParamsError('picks', `must list 1 to ${safeCells} cells`);
  }
  if (!picks.every((cell) => Number.isInteger(cell) && cell >= 0 && cell < table.cells)) {
    throw new GameParamsError('picks', `cells are whole numbers from 0 to ${table.cells - 1}`);
  }
  if (new Set(picks).size !== picks.length) throw new GameParamsError('picks', 'must not repeat a cell');
  return { mines: mines as number, picks: picks as number[] };
}

const defaultParams: MinesParams = { mines: table.defaultMines, picks: table.defaultPicks };

export const houseMines: HouseGame<MinesParams, MinesOutcome> = {
  id: 'house-mines',
  paytable: table,
  defaultParams,
  theoreticalRtp: expectedMultiplier(payouts(defaultParams)),
  maxMultiplier: table.maxMultiplier,
  validateParams,
  floatsNeeded: ({ mines }) => mines,
  play(floats, { mines, picks }) {
    const free = Array.from({ length: table.cells }, (_, cell) => cell);
    const minePositions: number[] = [];
    for (let i = 0; i < mines; i++) {
      const index = Math.floor((floats[i] ?? 0) * free.length);
      minePositions.push(...free.splice(index, 1));
    }
    const hitMine = picks.find((cell) => minePositions.includes(cell)) ?? null;
    const win = hitMine === null;
    return {
      multiplier: win ? minesMultiplier(mines, picks.length) : 0,
      outcome: { minePositions, picks, hitMine, win },
    };
  },
  payouts,
  rtpFor: (params) => expectedMultiplier(payouts(params)),
};
