import { localStorageOrUndefined } from './local-storage';

/**
 * The referral code of the last /r/<code> link opened on this device (issue 16), kept until a sign-up
 * sends it as invite_code: the /r/ page (features/invites) writes it, the sign-in forms (features/auth)
 * read it. In localStorage so a reload or a sign-in in another tab keeps it.
 */
const KEY = 'invite_code';

export function storeInviteCode(code: string): void {
  try {
    localStorageOrUndefined()?.setItem(KEY, code);
  } catch {
    // storage full or blocked: the visitor can still type the code at /user/bindCode
  }
}

export function storedInviteCode(): string {
  return localStorageOrUndefined()?.getItem(KEY) ?? '';
}

/** A referral code as links and the bind form carry it: 4-16 letters and digits, upper case; else null. */
export function normaliseInviteCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return /^[A-Z0-9]{4,16}$/.test(code) ? code : null;
}
