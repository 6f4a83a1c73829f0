import { expectedMultiplier, GameParamsError, type HouseGame, type PayoutChance, paramsRecord } from './engine';
import table from './paytables/house-wheel.json';

/**
 * Wheel: the risk level chooses a ring of 20 segments (paytables/house-wheel.json); the segment is
 * floor(f x 20) and pays its multiplier. RTP = the ring's mean multiplier.
 */
export const WHEEL_RISKS = ['low', 'medium', 'high'] as const;
export type WheelRisk = (typeof WHEEL_RISKS)[number];

export interface WheelParams {
  risk: WheelRisk;
}

export interface WheelOutcome {
  risk: WheelRisk;
  segmentIndex: number;
  segmentCount: number;
}

const rings: Record<WheelRisk, number[]> = table.segments;

function payouts({ risk }: WheelParams): PayoutChance[] {
  const ring = rings[risk];
  return ring.map((multiplier) => ({ multiplier, probability: 1 / ring.length }));
}

function validateParams(raw: unknown): WheelParams {
  const risk = paramsRecord(raw).risk ?? table.defaultRisk;
  if (!WHEEL_RISKS.includes(risk as WheelRisk)) throw new GameParamsError('risk', 'must be low, medium or high');
  return { risk: risk as WheelRisk };
}

const defaultParams: WheelParams = { risk: table.defaultRisk as WheelRisk };

export const houseWheel: HouseGame<WheelParams, WheelOutcome> = {
  id: 'house-wheel',
  paytable: table,
  defaultParams,
  theoreticalRtp: expectedMultiplier(payouts(defaultParams)),
  maxMultiplier: Math.max(...Object.values(rings).flat()),
  validateParams,
  floatsNeeded: () => 1,
  play(floats, { risk }) {
    const ring = rings[risk];
    const segmentIndex = Math.floor((floats[0] ?? 0) * ring.length);
    return {
      multiplier: ring[segmentIndex] ?? 0,
      outcome: { risk, segmentIndex, segmentCount: ring.length },
    };
  },
  payouts,
  rtpFor: (params) => expectedMultiplier(payouts(params)),
};
