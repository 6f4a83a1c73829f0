import { randomInt } from 'node:crypto';
import { sha256Hex } from '../auth';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as shown: "xxxxx-xxxxx" (about 49 bits from the CSPRNG; no 0/o, 1/l/i). */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** How a code is stored and looked up: dashes and case do not matter (ZRecoveryCode normalises). */
export function recoveryCodeHash(code: string): string {
  return sha256Hex(code.replaceAll('-', '').toLowerCase());
}
