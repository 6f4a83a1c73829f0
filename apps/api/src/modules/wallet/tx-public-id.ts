import { randomFillSync } from 'node:crypto';

/** Crockford's base32, as ULIDs spell it. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Random bytes drawn at once, 10 per id: one call to the CSPRNG serves about 400 ids. */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let offset = POOL_BYTES;

/**
 * The id users see of a ledger transaction (issue 20): a ULID (48 bits of time in ms, then 80 random
 * bits, 26 characters), time-ordered and random, that says nothing of how many transactions there are.
 * The ledger keeps its integer keys inside (entries, holds and cursors point at them); only answers
 * carry this one. Made here rather than by the `ulid` package, which asks the CSPRNG once per character
 * (16 calls per id): that was a tenth of the API thread in the ledger bench (issue 10, third pass).
 */
export function newTxPublicId(createdAt: number): string {
  let id = '';
  let time = createdAt;
  for (let i = 0; i < 10; i++) {
    id = ALPHABET[time % 32] + id;
    time = Math.floor(time / 32);
  }
  if (offset + 10 > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  // 80 bits as 16 characters of 5 bits: two 40-bit halves, each exact in a double.
  for (let half = 0; half < 2; half++) {
    let bits = 0;
    for (let i = 0; i < 5; i++) bits = bits * 256 + (pool[offset++] as number);
    let chars = '';
    for (let i = 0; i < 8; i++) {
      chars = ALPHABET[bits % 32] + chars;
      bits = Math.floor(bits / 32);
    }
    id += chars;
  }
  return id;
}
