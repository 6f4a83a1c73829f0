/**
 * A fast deterministic float source for RTP simulation (bench/house-rtp.ts and the CI tests), not for
 * play: sfc32 seeded from one number, giving k / 2^32 like the HMAC derivation so the simulated
 * distribution is the played one.
 */
export function seededFloats(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 2 ** 32;
  };
  for (let i = 0; i < 16; i++) next();
  return next;
}

export interface SimulatedRtp {
  rounds: number;
  /** Mean multiplier over the rounds. */
  rtp: number;
  /** Sample standard deviation of one round's multiplier. */
  stdDev: number;
}

/** Plays `rounds` rounds with seeded floats and returns the mean multiplier and its spread. */
export function simulateRtp(
  game: {
    floatsNeeded(params: never): number;
    play(floats: readonly number[], params: never): { multiplier: number };
  },
  params: unknown,
  rounds: number,
  seed: number,
): SimulatedRtp {
  const next = seededFloats(seed);
  const needed = game.floatsNeeded(params as never);
  const floats: number[] = new Array(needed).fill(0);
  let sum = 0;
  let sumSquares = 0;
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < needed; i++) floats[i] = next();
    const { multiplier } = game.play(floats, params as never);
    sum += multiplier;
    sumSquares += multiplier * multiplier;
  }
  const rtp = sum / rounds;
  const variance = (sumSquares - rounds * rtp * rtp) / (rounds - 1);
  return { rounds, rtp, stdDev: Math.sqrt(Math.max(0, variance)) };
}
