import { isPlausibleUserId } from '@app/shared/auth/user-id';
import type { RecipientLookup } from '@app/shared/wallet/recipients';

/** Why a typed recipient is not looked up (yet): each has its own sentence, 'short' only on submit. */
export type RecipientInputProblem = 'empty' | 'not_digits' | 'mistyped' | 'short' | 'bad_username' | 'bad_phone';

export type RecipientInput =
  | { ok: true; by: RecipientLookup; value: string }
  | { ok: false; reason: RecipientInputProblem };

const USERNAME = /^[A-Za-z0-9_]+$/;
/** What a phone number may be typed with: digits, a leading +, spaces, dashes, dots and brackets. */
const PHONE_TEXT = /^\+?[\d\s().-]+$/;
/** Fewer digits are no phone number anywhere; the server checks the rest. */
const PHONE_MIN_DIGITS = 7;

/**
 * The lookup a typed recipient makes, or why it makes none. A mistyped new-style id (its check digit
 * does not fit) is caught here, before any call: no account can have it.
 */
export function recipientInput(by: RecipientLookup, raw: string): RecipientInput {
  const text = raw.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  if (by === 'id') {
    const digits = text.replace(/\s+/g, '');
    if (!/^\d{1,16}$/.test(digits)) return { ok: false, reason: 'not_digits' };
    const id = Number(digits);
    if (id === 0) return { ok: false, reason: 'not_digits' };
    return isPlausibleUserId(id) ? { ok: true, by, value: String(id) } : { ok: false, reason: 'mistyped' };
  }
  if (by === 'username') {
    const name = text.replace(/^@/, '');
    if (!USERNAME.test(name)) return { ok: false, reason: 'bad_username' };
    return name.length < 3 ? { ok: false, reason: 'short' } : { ok: true, by, value: name };
  }
  if (!PHONE_TEXT.test(text)) return { ok: false, reason: 'bad_phone' };
  const digits = text.replace(/\D/g, '');
  return digits.length < PHONE_MIN_DIGITS ? { ok: false, reason: 'short' } : { ok: true, by, value: text };
}

/** Whether a problem is worth saying while the user is still typing ('empty' and 'short' wait for submit). */
export function showsWhileTyping(reason: RecipientInputProblem): boolean {
  return reason !== 'empty' && reason !== 'short';
}

/** Why the server found nobody to pay, as the form says it. */
export type LookupProblem = 'unknown' | 'self' | 'bad_phone' | 'limited' | 'failed';

/** A find_recipient failure as a problem of the form (the answers of recipient-lookup.ts in the API). */
export function lookupProblemOf(
  by: RecipientLookup,
  error: { code?: number; details?: { status?: number; field?: string; data?: unknown } },
): LookupProblem {
  if (error.code === 1003) return 'unknown';
  if (error.code === 429 || error.details?.status === 429) return 'limited';
  if (error.code === 1001 && error.details?.field === 'value') {
    if ((error.details.data as { reason?: string } | undefined)?.reason === 'self') return 'self';
    if (by === 'phone') return 'bad_phone';
  }
  return 'failed';
}
