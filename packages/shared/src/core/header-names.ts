/*
 * The header names and platforms without zod, so that the web client's start-up code does not load it
 * (docs/benchmarks.md, "Home page: first-load JavaScript"); the schema is ZCommonHeaders in headers.ts.
 */

/**
 * The common request headers of spec section 7.1, sent on every call to a service group.
 * Header names are case-insensitive on the wire; this is the canonical spelling the client sends.
 */
export const HEADER = {
  userId: 'User-Id',
  userSecretKey: 'User-Secret-Key',
  language: 'Xb-Language',
  countryCode: 'Country-Code',
  ts: 'TS',
  nonce: 'NONCE',
  platform: 'PLATFORM',
  appVersion: 'APP-VER',
  userLogin: 'User-Login',
  deviceId: 'D-Id',
  adId: 'Ad-Id',
  androidId: 'Android-Id',
} as const;

/** PLATFORM: the native app's webview, the messenger mini app, or a plain mobile browser. */
export const PLATFORMS = ['app', 'tg', 'h5'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** The lower-case header keys, mapped back to their canonical names for error messages. */
export const CANONICAL_HEADER_NAME: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(HEADER).map((name) => [name.toLowerCase(), name]),
);
