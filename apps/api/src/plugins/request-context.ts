import {
  BodyCode,
  CANONICAL_HEADER_NAME,
  fieldNameOf,
  HEADER,
  nearestSupportedLocale,
  ZCommonHeaders,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidField } from '../lib/api-error';
import type { RequestContext } from '../lib/request-types';

function countryOf(countryCode: string): string {
  const parts = countryCode.split(/[-_]/);
  return (parts.length > 1 ? parts[parts.length - 1] : parts[0])?.toLowerCase() ?? '';
}

export function parseRequestContext(headers: FastifyRequest['headers']): RequestContext {
  const parsed = ZCommonHeaders.safeParse(headers);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = fieldNameOf(issue?.path ?? [], 'headers');
    throw invalidField(CANONICAL_HEADER_NAME[key] ?? key, issue?.message ?? 'is invalid', BodyCode.INVALID_HEADER);
  }
  const h = parsed.data;
  return {
    userId: h['user-id'],
    secretKey: h['user-secret-key'],
    language: h['xb-language'],
    locale: nearestSupportedLocale(h['xb-language']),
    country: countryOf(h['country-code']),
    ts: Number(h.ts),
    nonce: h.nonce,
    platform: h.platform,
    appVersion: h['app-ver'],
    userLogin: h['user-login'],
    deviceId: h['d-id'],
    adId: h['ad-id'],
    androidId: h['android-id'],
  };
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
    // CORS preflights carry no custom headers by design; @fastify/cors answers them first.
    if (request.method !== 'OPTIONS') request.ctx = parseRequestContext(request.headers);
    done();
  });
}

/** Header names for the OpenAPI document and the CORS allow-list. */
export const COMMON_HEADER_NAMES = Object.values(HEADER);
