import { expectedMultiplier, GameParamsError, type HouseGame, type PayoutChance, paramsRecord } from './engine';
import table from './paytables/house-crash.json';

/**
 * Crash, one bet per round: crash point = max(1, floor(100 x payoutFactor / (1 - f)) / 100), capped at
 * maxCrashPoint; so P(crash >= m) = payoutFactor / m for every m >= 1. The player's auto cash-out
 * target t (two decimals) wins t when the crash point reaches it, so RTP = t x P(crash >= t).
 */
export interface CrashParams {
  /** Auto cash-out multiplier. */
  target: number;
}

export interface CrashOutcome {
  crashPoint: number;
  target: number;
  cashedOut: boolean;
}

/** Floats are k / 2^32 (derivation.ts); the exact probabilities count those k. */
const FLOAT_STEPS = 2 ** 32;

function crashPointOf(f: number): number {
  const point = Math.floor((100 * table.payoutFactor) / (1 - f)) / 100;
  return Math.min(table.maxCrashPoint, Math.max(1, point));
}

/** Exactly P(crash point >= target) over the 2^32 possible floats. */
function reachChance(target: number): number {
  // crash >= t  <=>  floor(100 p / (1 - f)) >= 100 t  <=>  f >= 1 - p / t (t has two decimals).
  const threshold = 1 - table.payoutFactor / target;
  const firstWinningStep = Math.max(0, Math.ceil(threshold * FLOAT_STEPS - 1e-6));
  return (FLOAT_STEPS - firstWinningStep) / FLOAT_STEPS;
}

function payouts({ target }: CrashParams): PayoutChance[] {
  const reach = reachChance(target);
  return [
    { multiplier: target, probability: reach },
    { multiplier: 0, probability: 1 - reach },
  ];
}

function validateParams(raw: unknown): CrashParams {
  const target = paramsRecord(raw).target ?? table.defaultTarget;
  if (typeof target !== 'number' || !Number.isFinite(target) || Math.round(target * 100) !== target * 100) {
    throw new GameParamsError('target', 'must be a number with at most two decimals');
  }
  if (target < table.minTarget || target > table.maxTarget) {
    throw new GameParamsError('target', `must be between ${table.minTarget} and ${table.maxTarget}`);
  }
  return { target };
}

const defaultParams: CrashParams = { target: table.defaultTarget };

export const houseCrash: HouseGame<CrashParams, CrashOutcome> = {
  id: 'house-crash',
  paytable: table,
  defaultParams,
  theoreticalRtp: expectedMultiplier(payouts(defaultParams)),
  maxMultiplier: table.maxTarget,
  validateParams,
  floatsNeeded: () => 1,
  play(floats, { target }) {
    const crashPoint = crashPointOf(floats[0] ?? 0);
    const cashedOut = crashPoint >= target;
    return { multiplier: cashedOut ? target : 0, outcome: { crashPoint, target, cashedOut } };
  },
  payouts,
  rtpFor: (params) => expectedMultiplier(payouts(params)),
};
