import { randomInt } from 'node:crypto';

/**
 * How a random gift's total is split (decided once, at creation, so every claim's share is known and
 * held before anyone claims): each share but the last draws uniformly from [1, 2 × the even share of
 * what is left], capped so every later share can still get 1 base unit; the last takes the rest.
 * Every share is at least 1 base unit, the expected share is the same for every position (the
 * "double average" rule), and no share can exceed twice the even share of what was left.
 */
export function randomSplit(total: bigint, count: number, draw: (max: number) => number = randomBelow): bigint[] {
  if (count < 1 || total < BigInt(count)) throw new Error(`cannot split ${total} into ${count} shares of 1 or more`);
  const shares: bigint[] = [];
  let left = total;
  for (let n = count; n > 1; n--) {
    const twiceEven = (left * 2n) / BigInt(n);
    const max = bigMin(twiceEven, left - BigInt(n - 1));
    const share = max <= 1n ? 1n : 1n + scaled(max, draw);
    shares.push(share);
    left -= share;
  }
  shares.push(left);
  return shares;
}

/** Fixed mode: every share the same. */
export function fixedSplit(each: bigint, count: number): bigint[] {
  return Array.from({ length: count }, () => each);
}

const bigMin = (a: bigint, b: bigint) => (a < b ? a : b);

/** A value in [0, max - 1]: 96 random bits modulo max (bias below 2^-40 for any amount a coin can hold). */
function scaled(max: bigint, draw: (max: number) => number): bigint {
  let r = 0n;
  for (let i = 0; i < 3; i++) r = (r << 32n) | BigInt(draw(2 ** 32));
  return r % max;
}

function randomBelow(max: number): number {
  // randomInt's range is limited to 2^48; 2^32 fits.
  return randomInt(0, max);
}
