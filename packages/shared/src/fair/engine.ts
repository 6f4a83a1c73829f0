/**
 * What every house game's engine offers (docs/fairness.md, "Games"). Engines are pure: floats in,
 * outcome out, so the server, the RTP bench and the fairness page all play the same code.
 */

/** A refused parameter: the field and why, for the API's error envelope. */
export class GameParamsError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export interface GamePlay<Outcome> {
  /** Payout per 1 staked (0 = the bet is lost, 1.5 = stake x 1.5 paid back). */
  multiplier: number;
  /** What the screen animates (reel stops, crash point, roll, mine positions, wheel segment). */
  outcome: Outcome;
}

/** One possible payout and its exact probability, for the RTP and the variance of the bench's bound. */
export interface PayoutChance {
  multiplier: number;
  probability: number;
}

export interface HouseGame<Params = unknown, Outcome = unknown> {
  id: string;
  /** The game's data file (paytables/<game>.json) as loaded. */
  paytable: unknown;
  /** Parameters used when a caller gives none and for the headline RTP. */
  defaultParams: Params;
  /** Return to player, exactly from the paytable at the default parameters (0.97 = 97 %). */
  theoreticalRtp: number;
  /** The highest multiplier any round can pay (the catalogue's max win). */
  maxMultiplier: number;
  /** Checked params or a GameParamsError. Accepts unknown JSON from the wire. */
  validateParams(params: unknown): Params;
  floatsNeeded(params: Params): number;
  play(floats: readonly number[], params: Params): GamePlay<Outcome>;
  /**
   * The exact payout distribution for these params, when small enough to list (every game but the
   * slot, whose distribution over 5 correlated lines is not enumerated; see tiger.ts).
   */
  payouts?(params: Params): PayoutChance[];
  /** The exact RTP for these params (expected multiplier). */
  rtpFor(params: Params): number;
}

/** Expected value of a listed distribution. */
export function expectedMultiplier(payouts: readonly PayoutChance[]): number {
  return payouts.reduce((sum, p) => sum + p.multiplier * p.probability, 0);
}

/** Rounds a multiplier down to 4 decimals so a displayed multiplier never promises more than is paid. */
export function floorMultiplier(value: number): number {
  return Math.floor(value * 10_000 + 1e-9) / 10_000;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function paramsRecord(params: unknown): Record<string, unknown> {
  if (params === undefined || params === null) return {};
  if (!isRecord(params)) throw new GameParamsError('params', 'must be an object');
  return params;
}
