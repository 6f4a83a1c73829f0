/**
 * The dividend rule (docs/stake-dividend-vote.md), shared by the API's payout job and the pages' estimate.
 *
 * A holder's weight in a period is the KTHER they had locked times the milliseconds it was locked within
 * that period. The pool is split pro rata to weight, rounded down, and the base units the rounding left
 * over go one each to the holders with the largest remainders (ties: the lower user id first), so the
 * payouts add up to the pool to the last base unit and nothing is carried when anyone held.
 */

export interface Holder {
  userId: number;
  weight: bigint;
}

export interface Share {
  userId: number;
  weight: bigint;
  amount: bigint;
}

/** Milliseconds of [from, to) that fall inside [start, end); 0 when they do not meet. */
export function overlapMs(from: number, to: number, start: number, end: number): number {
  return Math.max(0, Math.min(to, end) - Math.max(from, start));
}

/** Largest-remainder split of `pool` by weight; every holder with weight > 0 appears once. */
export function splitPool(pool: bigint, holders: readonly Holder[]): Share[] {
  const total = holders.reduce((sum, h) => sum + h.weight, 0n);
  if (pool < 0n) throw new Error('splitPool: negative pool');
  if (total === 0n) return [];
  const shares = holders.map((h) => ({
    userId: h.userId,
    weight: h.weight,
    amount: (pool * h.weight) / total,
    remainder: (pool * h.weight) % total,
  }));
  let left = pool - shares.reduce((sum, s) => sum + s.amount, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.userId - b.userId : a.remainder > b.remainder ? -1 : 1,
  );
  // left < number of holders: each of the first `left` gets one more base unit.
  for (const share of byRemainder) {
    if (left === 0n) break;
    share.amount += 1n;
    left -= 1n;
  }
  return shares.map(({ userId, weight, amount }) => ({ userId, weight, amount }));
}

/** A staking reward for one lock in one period: amount x rate x time, rounded down (year = 365 days). */
export function stakingReward(amount: bigint, aprBps: number, lockedMsInPeriod: number): bigint {
  const YEAR_MS = 365n * 24n * 60n * 60n * 1000n;
  return (amount * BigInt(aprBps) * BigInt(lockedMsInPeriod)) / (10_000n * YEAR_MS);
}
