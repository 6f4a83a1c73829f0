/**
 * The API part's arithmetic over interleaved rounds. Each round measures every route once, the bare
 * route among them, so a route's ratio to the bare route is taken within one round (seconds apart on the
 * same machine state) and the figure reported is the median over the rounds. On a shared two-core VM the
 * bare route alone moved between 44 k and 89 k req/s from one run to the next (docs/benchmarks.md), so a
 * ratio of two runs measured a minute apart measured the machine as much as the API.
 */

/** One route's measurement in one round. */
export interface RoundSample {
  rps: number;
  p50: number;
  p99: number;
}

/** Per round, the route's req/s divided by the bare route's req/s of the same round. */
export function perRoundRatios(route: readonly RoundSample[], bare: readonly RoundSample[]): number[] {
  if (route.length !== bare.length)
    throw new Error(`rounds differ: ${route.length} for the route, ${bare.length} bare`);
  return route.map((sample, i) => sample.rps / (bare[i] as RoundSample).rps);
}

/**
 * The sample reported for a route: the round with the median req/s (its own latencies with it, not a
 * mix of rounds). With an even count the lower middle round is taken.
 */
export function medianSample(samples: readonly RoundSample[]): RoundSample {
  if (samples.length === 0) throw new Error('no rounds measured');
  const sorted = [...samples].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor((sorted.length - 1) / 2)] as RoundSample;
}

/**
 * The order of the routes in round `round` (0-based): rotated by one each round, so that no route is
 * always measured first after a pause, or always right after the heaviest one.
 */
export function roundOrder<T>(items: readonly T[], round: number): T[] {
  if (items.length === 0) return [];
  const shift = round % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}
