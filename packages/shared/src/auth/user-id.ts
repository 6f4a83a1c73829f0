/**
 * User ids (issue 20). New ids are random, not counted up: a count leaks how many users there are,
 * and with small neighbouring ids a typo pays a real stranger. They have 10 digits, the last a Damm
 * check digit, so every single-digit typo and every swap of two neighbouring digits gives an id that
 * no account has. They stay within PostgreSQL's `integer`, the type of every user id column, which is
 * well inside what the User-Id header carries (up to 19 digits, read as a safe integer). Ids given
 * before this rule (1, 2, ...) are kept.
 */
export const USER_ID_RANGE = { min: 1_000_000_000, max: 2_147_483_647 } as const;

/** The Damm quasigroup of order 10: a check digit that catches all single errors and adjacent swaps. */
const DAMM: readonly (readonly number[])[] = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
];

/** The Damm digit of a string of digits: appended, it makes the whole string check to 0. */
export function dammDigit(digits: string): number {
  let interim = 0;
  for (const c of digits) interim = DAMM[interim]?.[c.charCodeAt(0) - 48] ?? Number.NaN;
  return interim;
}

/**
 * Whether a typed id can belong to an account: an id of the old numbering (below the range) can; one
 * in the range only with a right check digit; nothing above the range exists.
 */
export function isPlausibleUserId(id: number): boolean {
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  if (id < USER_ID_RANGE.min) return true;
  return id <= USER_ID_RANGE.max && dammDigit(String(id)) === 0;
}

const BODY_MIN = USER_ID_RANGE.min / 10;
const BODY_MAX = Math.floor(USER_ID_RANGE.max / 10);

/**
 * A random new-style id: 9 random digits and their check digit. `randomInt(min, max)` answers an
 * integer in [min, max] (the API passes a cryptographic source).
 */
export function randomUserId(randomInt: (min: number, max: number) => number): number {
  for (;;) {
    const body = randomInt(BODY_MIN, BODY_MAX);
    const id = body * 10 + dammDigit(String(body));
    // The last bodies can spill past the range with a large check digit: draw again.
    if (id <= USER_ID_RANGE.max) return id;
  }
}
