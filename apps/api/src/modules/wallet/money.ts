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

/**
 * A balance read back from an update. SQLite hands back a number, which cannot hold a value past the
 * exact range: such a balance is simply "too large", one past MAX_UNITS, which the ledger refuses
 * (1003, ledger.ts) and rolls back, as PostgreSQL's exact answer is. Never a rounded balance.
 */
export function balanceUnits(value: bigint | number | string): bigint {
  if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value)) {
    return value > 0 ? MAX_UNITS + 1n : -(MAX_UNITS + 1n);
  }
  return toUnits(value);
}
