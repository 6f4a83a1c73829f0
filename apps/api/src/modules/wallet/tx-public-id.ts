import { ulid } from 'ulid';

/**
 * The id users see of a ledger transaction (issue 20): a ULID, time-ordered and random, that says
 * nothing of how many transactions there are. The ledger keeps its integer keys inside (entries, holds
 * and cursors point at them); only answers carry this one.
 */
export function newTxPublicId(createdAt: number): string {
  return ulid(createdAt);
}
