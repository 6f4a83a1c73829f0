import { roundFloats, sha256Hex } from './derivation';

/**
 * The weighted pick of the lucky spin and the free lottery (issue 13, docs/fairness.md "Draws"): one
 * float f of the round, the prizes' positive integer weights in their table order (the wheel's order),
 * W = the sum of the weights, ticket = floor(f x W) computed exactly in integers (f is k / 2^32, so
 * ticket = (k x W) >> 32), and the prize is the first whose running sum of weights exceeds the ticket.
 * Prize i is drawn with probability weight_i / W (up to 2^-32 per ticket). Pure, no zod, no Node: the
 * server draws and the fairness page recomputes with this same code.
 */

/** A draw needs one float. */
export const DRAW_FLOATS = 1;

const TWO_32 = 2 ** 32;

/** Checks a weight list: at least one weight, every weight a positive safe integer. */
export function assertWeights(weights: readonly number[]): void {
  if (weights.length === 0) throw new Error('a draw needs at least one prize');
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w <= 0) throw new Error(`weights must be positive integers, got ${w}`);
  }
}

/** The ticket floor(f x W) for a float f in [0, 1), exact: f is a multiple of 2^-32. */
export function ticketOf(float: number, totalWeight: number): bigint {
  if (!(float >= 0 && float < 1)) throw new Error(`a draw float must be in [0, 1), got ${float}`);
  const k = BigInt(Math.floor(float * TWO_32));
  return (k * BigInt(totalWeight)) >> 32n;
}

/** The index of the prize the float picks among `weights` (in table order). */
export function pickWeighted(float: number, weights: readonly number[]): number {
  assertWeights(weights);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const ticket = ticketOf(float, total);
  let running = 0n;
  for (let i = 0; i < weights.length; i++) {
    running += BigInt(weights[i] as number);
    if (ticket < running) return i;
  }
  // Unreachable: ticket < W = the last running sum.
  return weights.length - 1;
}

/** Each prize's probability, weight / W, in table order (what the players are shown). */
export function probabilities(weights: readonly number[]): number[] {
  assertWeights(weights);
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => w / total);
}

export interface DrawToVerify {
  /** The revealed server seed. */
  serverSeed: string;
  /** The hash shown before the draw. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The prize table's weights at the draw, in wheel order (the draw's answer lists them). */
  weights: readonly number[];
}

export interface VerifiedDraw {
  /** sha256(serverSeed) equals the hash committed before the draw. */
  hashMatches: boolean;
  float: number;
  /** The prize's index on the wheel. */
  index: number;
}

/** Recomputes a draw from its revealed seed: the fairness page and the tests use this same code. */
export async function verifyDraw(draw: DrawToVerify): Promise<VerifiedDraw> {
  const [float] = await roundFloats({ ...draw, count: DRAW_FLOATS });
  const index = pickWeighted(float as number, draw.weights);
  const hashMatches = (await sha256Hex(draw.serverSeed)) === draw.serverSeedHash.toLowerCase();
  return { hashMatches, float: float as number, index };
}
