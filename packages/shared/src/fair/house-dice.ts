import {
  expectedMultiplier,
  floorMultiplier,
  GameParamsError,
  type HouseGame,
  type PayoutChance,
  paramsRecord,
} from './engine';
import table from './paytables/house-dice.json';

/**
 * Dice: roll = floor(f * 10000) / 100, one of 0.00 ... 99.99. The player picks a target (two decimals)
 * and "under" (win when roll < target) or "over" (win when roll > target). Multiplier =
 * payoutFactor x 10000 / winning rolls, floored to 4 decimals.
 */
export interface DiceParams {
  target: number;
  direction: 'over' | 'under';
}

export interface DiceOutcome {
  roll: number;
  target: number;
  direction: 'over' | 'under';
  win: boolean;
}

const HUNDREDTHS = 100;

function winningRolls({ target, direction }: DiceParams): number {
  const t = Math.round(target * HUNDREDTHS);
  return direction === 'under' ? t : table.rollOutcomes - 1 - t;
}

function multiplierFor(params: DiceParams): number {
  return floorMultiplier((table.payoutFactor * table.rollOutcomes) / winningRolls(params));
}

function payouts(params: DiceParams): PayoutChance[] {
  const win = winningRolls(params) / table.rollOutcomes;
  return [
    { multiplier: multiplierFor(params), probability: win },
    { multiplier: 0, probability: 1 - win },
  ];
}

function validateParams(raw: unknown): DiceParams {
  const record = paramsRecord(raw);
  const direction = record.direction ?? table.defaultDirection;
  if (direction !== 'over' && direction !== 'under') throw new GameParamsError('direction', 'must be over or under');
  const target = record.target ?? table.defaultTarget;
  if (
    typeof target !== 'number' ||
    !Number.isFinite(target) ||
    Math.round(target * HUNDREDTHS) !== target * HUNDREDTHS
  ) {
    throw new GameParamsError('target', 'must be a number with at most two decimals');
  }
  const params: DiceParams = { target, direction };
  const wins = winningRolls(params);
  if (wins < table.minWinOutcomes || wins > table.maxWinOutcomes) {
    const low = table.minWinOutcomes / HUNDREDTHS;
    const high = table.maxWinOutcomes / HUNDREDTHS;
    throw new GameParamsError('target', `must give a win chance between ${low} % and ${high} %`);
  }
  return params;
}

const defaultParams: DiceParams = { target: table.defaultTarget, direction: table.defaultDirection as 'under' };

export const houseDice: HouseGame<DiceParams, DiceOutcome> = {
  id: 'house-dice',
  paytable: table,
  defaultParams,
  theoreticalRtp: expectedMultiplier(payouts(defaultParams)),
  maxMultiplier: floorMultiplier((table.payoutFactor * table.rollOutcomes) / table.minWinOutcomes),
  validateParams,
  floatsNeeded: () => 1,
  play(floats, params) {
    const roll = Math.floor((floats[0] ?? 0) * table.rollOutcomes) / HUNDREDTHS;
    const win = params.direction === 'under' ? roll < params.target : roll > params.target;
    return { multiplier: win ? multiplierFor(params) : 0, outcome: { roll, ...params, win } };
  },
  payouts,
  rtpFor: (params) => expectedMultiplier(payouts(params)),
};
