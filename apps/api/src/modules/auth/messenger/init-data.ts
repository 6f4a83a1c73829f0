import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto';
import { BodyCode } from '@app/shared';
import { signData } from '@tma.js/init-data-node';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-error';
import { safeEqual } from '../../../lib/safe-equal';

/**
 * An auth_date up to this many seconds ahead of our clock is accepted: the messenger's servers and
 * ours are not perfectly in step. Anything further ahead is rejected (a forged or replay-prepared date).
 */
export const FUTURE_SKEW_S = 60;

/** What is being checked, for the error message: "Messenger init data is invalid: ...". */
export type SignedQueryKind = 'init data' | 'contact data' | 'login widget data';

export interface SignedQueryRules {
  /** The bot's token as BotFather gives it: "<bot id>:<secret>". */
  botToken: string;
  /** Oldest accepted auth_date, seconds before now. */
  maxAgeS: number;
  /**
   * The messenger's Ed25519 public key (64 hex characters) for third-party signatures (the `signature`
   * field). Absent: only the bot-token HMAC (`hash`) is accepted.
   */
  thirdPartyPublicKey?: string;
  /** The clock, unix ms (tests). */
  nowMs?: number;
}

export function rejectSigned(kind: SignedQueryKind, reason: string): ApiError {
  return new ApiError(BodyCode.AUTH_FAILED, `Messenger ${kind} is invalid: ${reason}`, { reason });
}

/**
 * The data-check-string: every field except the excluded ones, `key=value`, sorted by key, joined by
 * "\n" (values as decoded from the query string).
 */
export function dataCheckString(fields: ReadonlyMap<string, string>, exclude: readonly string[]): string {
  return [...fields]
    .filter(([key]) => !exclude.includes(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

/** The bot id is the part of the token before ':'. */
export function botIdOf(botToken: string): string {
  const match = /^(\d+):/.exec(botToken);
  if (!match?.[1]) throw new Error('a bot token must start with "<bot id>:"');
  return match[1];
}

const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const publicKeys = new Map<string, KeyObject>();

/** A raw 32-byte Ed25519 key (hex), wrapped in SPKI so that node:crypto takes it; cached per key. */
function ed25519PublicKey(hex: string): KeyObject {
  let key = publicKeys.get(hex);
  if (!key) {
    key = createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(hex, 'hex')]),
      format: 'der',
      type: 'spki',
    });
    publicKeys.set(hex, key);
  }
  return key;
}

/**
 * Bot-token HMAC (Telegram, "Validating data received via the Mini App"): secret = HMAC-SHA256 of the
 * token keyed with "WebAppData"; hash = hex HMAC-SHA256 of the data-check-string of every field but
 * `hash`. The messenger's `signature` field, when present, is part of what the hash covers.
 */
function hashMatches(fields: ReadonlyMap<string, string>, hash: string, botToken: string): boolean {
  const expected = signData(dataCheckString(fields, ['hash']), botToken);
  return safeEqual(hash.toLowerCase(), expected);
}

/**
 * Third-party Ed25519 signature ("Validating data for third-party use"): over
 * "<bot id>:WebAppData\n" + the data-check-string of every field but `hash` and `signature`;
 * the signature is base64url (padding optional).
 */
function signatureMatches(
  fields: ReadonlyMap<string, string>,
  signature: string,
  botToken: string,
  publicKeyHex: string,
): boolean {
  const sig = Buffer.from(signature, 'base64url');
  if (sig.length !== 64) return false;
  const message = `${botIdOf(botToken)}:WebAppData\n${dataCheckString(fields, ['hash', 'signature'])}`;
  try {
    return verify(null, Buffer.from(message), ed25519PublicKey(publicKeyHex), sig);
  } catch {
    return false;
  }
}

/**
 * Checks a query string signed by the messenger (init data, shared contact data): the bot-token HMAC
 * in `hash`, or else the third-party Ed25519 `signature` when a public key is given; then auth_date
 * (not older than maxAgeS, not more than FUTURE_SKEW_S ahead). Signature first, so that "expired"
 * is said only of data the messenger really signed. Returns the fields; throws AUTH_FAILED.
 */
export function verifySignedQuery(
  raw: string,
  kind: SignedQueryKind,
  rules: SignedQueryRules,
): { fields: Map<string, string>; authDate: number; via: 'hash' | 'signature' } {
  const fields = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(raw)) {
    // A repeated field would be read one way and signed another.
    if (fields.has(key)) throw rejectSigned(kind, `field ${key} is repeated`);
    fields.set(key, value);
  }
  const hash = fields.get('hash') ?? '';
  const signature = fields.get('signature') ?? '';
  const publicKey = rules.thirdPartyPublicKey;
  if (!hash && !(signature && publicKey)) throw rejectSigned(kind, 'hash is missing (unsigned)');

  let via: 'hash' | 'signature' | undefined;
  if (hash && hashMatches(fields, hash, rules.botToken)) via = 'hash';
  else if (signature && publicKey && signatureMatches(fields, signature, rules.botToken, publicKey)) via = 'signature';
  if (!via) throw rejectSigned(kind, 'signature does not match (edited, or signed for another bot)');

  const authDateText = fields.get('auth_date') ?? '';
  if (!/^\d{1,12}$/.test(authDateText)) throw rejectSigned(kind, 'auth_date is missing or malformed');
  const authDate = Number(authDateText);
  const nowS = Math.floor((rules.nowMs ?? Date.now()) / 1000);
  if (nowS - authDate > rules.maxAgeS) throw rejectSigned(kind, `expired (auth_date older than ${rules.maxAgeS} s)`);
  if (authDate - nowS > FUTURE_SKEW_S) throw rejectSigned(kind, 'auth_date is in the future');
  return { fields, authDate, via };
}

/** A JSON field of signed data (user, contact), checked against its schema. */
function jsonField<T>(
  fields: ReadonlyMap<string, string>,
  name: string,
  schema: z.ZodType<T>,
  kind: SignedQueryKind,
): T {
  const text = fields.get(name);
  if (!text) throw rejectSigned(kind, `${name} is missing`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw rejectSigned(kind, `${name} is not JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw rejectSigned(kind, `${name} is malformed`);
  return parsed.data;
}

/** The messenger user of init data (WebAppUser): only the fields the API uses. */
const ZInitDataUser = z.object({
  id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string().optional(),
  username: z.string().optional(),
  language_code: z.string().optional(),
  is_premium: z.boolean().optional(),
  photo_url: z.string().optional(),
});
export type InitDataUser = z.infer<typeof ZInitDataUser>;

export interface VerifiedInitData {
  user: InitDataUser;
  authDate: number;
  startParam: string;
  via: 'hash' | 'signature';
  /**
   * The init data's identity for replay checks (issue 21): sha256 of its signed content without
   * `hash` and `signature`, so that the same init data is the same proof whichever of its two
   * signatures verified it (stripping the hash must not make a used init data new again).
   */
  proof: string;
}

/** Mini-app init data (Telegram.WebApp.initData), verified; a missing user is rejected. */
export function verifyInitData(raw: string, rules: SignedQueryRules): VerifiedInitData {
  const { fields, authDate, via } = verifySignedQuery(raw, 'init data', rules);
  const user = jsonField(fields, 'user', ZInitDataUser, 'init data');
  const proof = createHash('sha256')
    .update(dataCheckString(fields, ['hash', 'signature']))
    .digest('hex');
  return { user, authDate, startParam: fields.get('start_param') ?? '', via, proof };
}

/** The contact the messenger hands the mini app after requestContact (phone may lack its '+'). */
const ZSharedContact = z.object({
  user_id: z.number().int().positive(),
  phone_number: z.string().min(1).max(32),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});
export type SharedContact = z.infer<typeof ZSharedContact>;

/** Signed contact data (contact=...&auth_date=...&hash=...): bot-token HMAC only. */
export function verifyContactData(
  raw: string,
  rules: Omit<SignedQueryRules, 'thirdPartyPublicKey'>,
): { contact: SharedContact; authDate: number } {
  const { fields, authDate } = verifySignedQuery(raw, 'contact data', rules);
  return { contact: jsonField(fields, 'contact', ZSharedContact, 'contact data'), authDate };
}
