import { randomBytes } from 'node:crypto';

/** PROFILE_XID_PATTERN's alphabet: lower-case letters and digits without 0, 1, i, l, o. */
const XID_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

/**
 * A new public id: 8 characters of 31 (about 8.5e11 ids), drawn from crypto bytes. Uniqueness is the
 * database's unique index; the service draws again when a create loses that race.
 */
export function newProfileXid(): string {
  // 248 = 8 x 31: bytes at or above it are dropped so every character is equally likely.
  const out: string[] = [];
  while (out.length < 8) {
    for (const b of randomBytes(16)) {
      if (b < 248 && out.length < 8) out.push(XID_ALPHABET[b % 31] as string);
    }
  }
  return out.join('');
}
