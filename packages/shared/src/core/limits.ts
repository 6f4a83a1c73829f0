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
