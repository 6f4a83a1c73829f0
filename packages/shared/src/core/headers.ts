import { z } from 'zod';
import { PLATFORMS } from './header-names';
import { NONCE_LENGTH } from './limits';
import { requiredAs } from './validation';

/** Values a client may put in User-Secret-Key when signed out (spec 5: session validity rule). */
export const EMPTY_SECRET_VALUES: ReadonlySet<string> = new Set(['', 'null', 'undefined']);

/**
 * The patterns and lengths of the common headers: ZCommonHeaders below checks them, and the API's
 * request-context hook checks the same ones without zod on its hot path (falling back to the schema
 * for the message when one fails).
 */
export const HEADER_RULES = {
  userId: /^\d{0,19}$/,
  secretKeyMax: 256,
  language: /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/,
  countryCode: /^[A-Za-z]{2}$|^[A-Za-z]{2,3}[_-][A-Za-z]{2}$/,
  ts: /^\d{10}$/,
  nonce: new RegExp(`^[A-Za-z0-9]{${NONCE_LENGTH},64}$`),
  appVersion: /^\d+(\.\d+){0,3}([-+][0-9A-Za-z.-]+)?$/,
  userLoginMax: 64,
  deviceIdMax: 128,
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v));

/**
 * The headers as validated and typed. Keys are the lower-case header names Node delivers.
 * Required: Xb-Language, Country-Code, TS, NONCE, PLATFORM, APP-VER. User-Id and User-Secret-Key are
 * sent on all requests but are empty ("0", "", "null") when signed out, so they are optional here;
 * whether they form a valid session is the auth layer's business (body code 1004).
 */
export const ZCommonHeaders = z.object({
  'user-id': z
    .string()
    .regex(HEADER_RULES.userId, 'must be a non-negative integer')
    .optional()
    .transform((v) => (v === undefined || v === '' ? 0 : Number(v))),
  'user-secret-key': z
    .string()
    .max(HEADER_RULES.secretKeyMax, `must be at most ${HEADER_RULES.secretKeyMax} characters`)
    .optional()
    .transform((v) => (v === undefined || EMPTY_SECRET_VALUES.has(v) ? undefined : v)),
  'xb-language': z
    .string({ error: requiredAs('text') })
    .regex(HEADER_RULES.language, 'must be a language tag such as vi-VN'),
  'country-code': z
    .string({ error: requiredAs('text') })
    .regex(HEADER_RULES.countryCode, 'must be a country code such as vn (or a locale such as vi-VN)'),
  ts: z.string({ error: requiredAs('text') }).regex(HEADER_RULES.ts, 'must be unix seconds (10 digits)'),
  nonce: z
    .string({ error: requiredAs('text') })
    .regex(HEADER_RULES.nonce, `must be at least ${NONCE_LENGTH} alphanumerics`),
  platform: z.enum(PLATFORMS, { error: `must be one of ${PLATFORMS.join(', ')}` }),
  'app-ver': z.string({ error: requiredAs('text') }).regex(HEADER_RULES.appVersion, 'must be a version such as 1.2.3'),
  'user-login': optionalText(HEADER_RULES.userLoginMax),
  'd-id': optionalText(HEADER_RULES.deviceIdMax),
  'ad-id': optionalText(HEADER_RULES.deviceIdMax),
  'android-id': optionalText(HEADER_RULES.deviceIdMax),
});
