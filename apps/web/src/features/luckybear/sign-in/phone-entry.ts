/** The phone step of the casino dialog: what the form sends and when its buttons are usable. */

/** Digits only, as the API's phone field takes them (spaces, dashes and brackets typed are dropped). */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** A national number long enough to be worth a code (the API checks it for real). */
export function canSendCode(phone: string): boolean {
  const digits = phoneDigits(phone);
  return digits.length >= 6 && digits.length <= 15;
}

/** Six digits: the one-time code. */
export function isCompleteCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
