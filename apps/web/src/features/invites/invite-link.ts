/**
 * My share link: the /r/<code> landing of this site, without a locale prefix so the receiver's own
 * language is chosen. The code is my referral code (never my user id).
 */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/r/${encodeURIComponent(code)}`;
}

/** A referral code as links and the bind form carry it: 4-16 letters and digits, upper case. */
export function normaliseInviteCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return /^[A-Z0-9]{4,16}$/.test(code) ? code : null;
}
