/**
 * Spec section 5: "A session is valid only if user id > 0 and the key is not empty, 'null' or
 * 'undefined'." (Values read back from storage or cookies can be those strings.)
 */
export function isValidSession(
  userId: number | string | null | undefined,
  secretKey: string | null | undefined,
): boolean {
  // Stored ids are strings: accept only plain decimal digits (Number() would also take '0x10', '1e3', ' 42 ').
  if (typeof userId === 'string' && !/^\d{1,16}$/.test(userId)) return false;
  const id = typeof userId === 'string' ? Number(userId) : userId;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return false;
  return typeof secretKey === 'string' && secretKey !== '' && secretKey !== 'null' && secretKey !== 'undefined';
}
