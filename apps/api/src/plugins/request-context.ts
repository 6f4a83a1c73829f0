import {
  BodyCode,
  CANONICAL_HEADER_NAME,
  EMPTY_SECRET_VALUES,
  fieldNameOf,
  HEADER,
  HEADER_RULES,
  type Locale,
  nearestSupportedLocale,
  PLATFORMS,
  type Platform,
  ZCommonHeaders,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidField } from '../lib/api-error';
import type { RequestContext } from '../lib/request-types';

type Headers = FastifyRequest['headers'];

function countryOf(countryCode: string): string {
  const parts = countryCode.split(/[-_]/);
  return (parts.length > 1 ? parts[parts.length - 1] : parts[0])?.toLowerCase() ?? '';
}

/** Xb-Language -> supported locale, remembered: clients send a handful of tags. Bounded, as the tags are the client's. */
const localeOfTag = new Map<string, Locale>();
function localeOf(tag: string): Locale {
  let locale = localeOfTag.get(tag);
  if (locale === undefined) {
    locale = nearestSupportedLocale(tag);
    if (localeOfTag.size >= 256) localeOfTag.clear();
    localeOfTag.set(tag, locale);
  }
  return locale;
}

/** The context of headers that ZCommonHeaders accepted (its output: user-id a number, empties undefined). */
function contextOf(
  h: Omit<RequestContext, 'locale' | 'country' | 'ts'> & { countryCode: string; ts: string },
): RequestContext {
  return {
    userId: h.userId,
    secretKey: h.secretKey,
    language: h.language,
    locale: localeOf(h.language),
    country: countryOf(h.countryCode),
    ts: Number(h.ts),
    nonce: h.nonce,
    platform: h.platform,
    appVersion: h.appVersion,
    userLogin: h.userLogin,
    deviceId: h.deviceId,
    adId: h.adId,
    androidId: h.androidId,
  };
}

/** Through the schema: every answer, the refusals with their messages (1002). */
export function contextFromSchema(headers: Headers): RequestContext {
  const parsed = ZCommonHeaders.safeParse(headers);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = fieldNameOf(issue?.path ?? [], 'headers');
    throw invalidField(CANONICAL_HEADER_NAME[key] ?? key, issue?.message ?? 'is invalid', BodyCode.INVALID_HEADER);
  }
  const h = parsed.data;
  return contextOf({
    userId: h['user-id'],
    secretKey: h['user-secret-key'],
    language: h['xb-language'],
    countryCode: h['country-code'],
    ts: h.ts,
    nonce: h.nonce,
    platform: h.platform,
    appVersion: h['app-ver'],
    userLogin: h['user-login'],
    deviceId: h['d-id'],
    adId: h['ad-id'],
    androidId: h['android-id'],
  });
}

const PLATFORM_SET: ReadonlySet<string> = new Set(PLATFORMS);
const matches = (value: unknown, pattern: RegExp): value is string => typeof value === 'string' && pattern.test(value);
/** An optional text header: undefined/'' -> undefined, a string up to max -> itself, else false (refused). */
const optionalText = (value: unknown, max: number): string | undefined | false =>
  value === undefined ? undefined : typeof value === 'string' && value.length <= max ? value || undefined : false;

/**
 * The same checks and values as ZCommonHeaders (HEADER_RULES), without zod, for headers that pass
 * them all (nearly every request): several times cheaper. Anything it does not accept returns
 * undefined, and the schema decides, so refusals and their messages stay the schema's.
 * request-context.test.ts checks that both agree over a matrix of valid and invalid values.
 */
function fastContext(h: Headers): RequestContext | undefined {
  const userId = h['user-id'];
  const secretKey = h['user-secret-key'];
  const language = h['xb-language'];
  const countryCode = h['country-code'];
  const ts = h.ts;
  const nonce = h.nonce;
  const platform = h.platform;
  const appVersion = h['app-ver'];
  if (userId !== undefined && !matches(userId, HEADER_RULES.userId)) return undefined;
  if (secretKey !== undefined && (typeof secretKey !== 'string' || secretKey.length > HEADER_RULES.secretKeyMax)) {
    return undefined;
  }
  if (!matches(language, HEADER_RULES.language) || !matches(countryCode, HEADER_RULES.countryCode)) return undefined;
  if (!matches(ts, HEADER_RULES.ts) || !matches(nonce, HEADER_RULES.nonce)) return undefined;
  if (typeof platform !== 'string' || !PLATFORM_SET.has(platform)) return undefined;
  if (!matches(appVersion, HEADER_RULES.appVersion)) return undefined;
  const userLogin = optionalText(h['user-login'], HEADER_RULES.userLoginMax);
  const deviceId = optionalText(h['d-id'], HEADER_RULES.deviceIdMax);
  const adId = optionalText(h['ad-id'], HEADER_RULES.deviceIdMax);
  const androidId = optionalText(h['android-id'], HEADER_RULES.deviceIdMax);
  if (userLogin === false || deviceId === false || adId === false || androidId === false) return undefined;
  return contextOf({
    userId: userId === undefined || userId === '' ? 0 : Number(userId),
    secretKey: secretKey === undefined || EMPTY_SECRET_VALUES.has(secretKey) ? undefined : secretKey,
    language,
    countryCode,
    ts,
    nonce,
    platform: platform as Platform,
    appVersion,
    userLogin,
    deviceId,
    adId,
    androidId,
  });
}

/** The common headers (spec 7.1) as the request context; a missing or malformed one is 1002. */
export function parseRequestContext(headers: Headers): RequestContext {
  return fastContext(headers) ?? contextFromSchema(headers);
}

/**
 * Registered inside the service-groups scope only (not /healthz or /docs): every call of a group
 * must carry the common headers, checked before the body is even parsed.
 */
export function requireCommonHeaders(scope: FastifyInstance): void {
  scope.decorateRequest('ctx', null as unknown as RequestContext);
  // A callback hook, not an async one: no promise and no extra microtask on every request. A throw
  // (1002) is caught by Fastify's hook runner and answered like a rejection.
  scope.addHook('onRequest', (request, _reply, done) => {
    // CORS preflights carry no custom headers by design; plugins/cors.ts answers them first.
    if (request.method !== 'OPTIONS') request.ctx = parseRequestContext(request.headers);
    goOnAtTurnEnd(done);
  });
}

/** The requests of this event-loop turn that wait to go on (goOnAtTurnEnd). */
const waiting: (() => void)[] = [];

/**
 * A request goes on in the turn's check phase, with every other request its poll phase read, instead of
 * at once (issue 10 item 4, seventh pass): their answers then leave together, one after another, and
 * the loopback's or network's work of sending them is done in one stretch, not one wake-up of the
 * client per answer. Measured on the quiet machine: sending the answers was 62 % of server_time's time
 * when each left as its request was parsed, against 19 % for the signed-in wallet read, whose requests
 * already waited for the turn's end (the shared session version read, change-version.ts). The wait is
 * bounded by one turn (the parsing of the requests read with it). One setImmediate per turn, no promise.
 */
function goOnAtTurnEnd(done: () => void): void {
  if (waiting.push(done) === 1) setImmediate(releaseWaiting);
}

function releaseWaiting(): void {
  for (const done of waiting.splice(0)) done();
}

/** Header names for the OpenAPI document and the CORS allow-list. */
export const COMMON_HEADER_NAMES = Object.values(HEADER);
