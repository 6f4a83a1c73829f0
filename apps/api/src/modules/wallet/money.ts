/**
 * BIGINT columns arrive as strings (pg), numbers (better-sqlite3 without safe integers) or bigints.
 * SQLite hands back JS numbers, exact only up to 2^53 - 1, so every ledger amount and balance is kept
 * below MAX_UNITS (docs/decisions.md) and a value beyond it is an error, never a silent rounding.
 */
export const MAX_UNITS = BigInt(Number.MAX_SAFE_INTEGER);

export function toUnits(value: bigint | number | string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`ledger value ${value} is beyond exact integer range`);
    return BigInt(value);
  }
  return BigInt(value);
}
