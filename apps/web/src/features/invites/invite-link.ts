/**
 * My share link: the /r/<code> landing of this site, without a locale prefix so the receiver's own
 * language is chosen. The code is my referral code (never my user id).
 */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/r/${encodeURIComponent(code)}`;
}

// The landing pages (features/landing) keep the code too: the rule lives with the stored code.
export { normaliseInviteCode } from '@/lib/storage/stored-invite-code';
