/** One-time codes (issue 3): 6 digits, valid 5 minutes, single use, 5 wrong tries, resend after 60 s. */
export const OTP = {
  length: 6,
  ttlMs: 5 * 60 * 1000,
  maxWrongTries: 5,
  resendAfterMs: 60 * 1000,
  /** Codes sent per phone number per hour. */
  perPhonePerHour: 5,
  /** Codes sent per client address per hour. */
  perAddressPerHour: 20,
} as const;
