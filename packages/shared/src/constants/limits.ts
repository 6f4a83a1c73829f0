/** Spec section 9: analytics batching. */
export const ANALYTICS = {
  batchIntervalMs: 2000,
  backoffMultiplier: 2.71,
  maxBackoffs: 5,
  batchSize: 20,
  /** A batch is sent only while the first report was under 24 h ago. */
  maxSinceFirstReportMs: 24 * 60 * 60 * 1000,
} as const;

/** Spec section 9: timings and limits of the client. */
export const TIMINGS = {
  loadingStepMs: 20,
  loadingCap: 99,
  minSplashLoggedInMs: 2000,
  minSplashLoggedOutMs: 1000,
  queryStaleMs: 30_000,
  cookieLifetimeDays: 7,
  noticeMs: 3000,
  bindPhonePollMs: 100,
  deviceIdTimeoutMs: 5000,
  messengerReloadLimit: 3,
} as const;

/** Spec section 9: 11 VIP levels (0 to 10). */
export const VIP_LEVELS = { min: 0, max: 10 } as const;

/** Spec section 9: messenger version thresholds. */
export const MESSENGER_VERSIONS = { bindPhoneDialog: '6.9', deviceId: '7.2' } as const;

/** Spec section 9: images. */
export const IMAGES = { lazyMarginPx: 200, quality: 75 } as const;

/** Spec section 9: version constants. */
export const VERSIONS = { aiAgentWalletLink: '2.2.1', deviceKey: '3.3.6' } as const;

/** Spec section 8.1: reported error messages are truncated to 256 characters. */
export const MAX_REPORTED_ERROR_LENGTH = 256;

/** Spec section 7.1: NONCE is 5 random alphanumerics. */
export const NONCE_LENGTH = 5;

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

/**
 * VIP experience needed for each level 0-10 (spec 9: 11 levels). The spec does not give the
 * thresholds; these are the product's (docs/decisions.md).
 */
export const VIP_EXP_THRESHOLDS = [
  0, 100, 500, 1_000, 5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000,
] as const;
