import {
  BodyCode,
  CANONICAL_HEADER_NAME,
  fieldNameOf,
  HEADER,
  type Locale,
  nearestSupportedLocale,
  type Platform,
  ZCommonHeaders,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidField } from '../lib/api-error';

/** The common headers of spec 7.1, validated and typed, on every service-group request. */
export interface RequestContext {
  /** 0 when signed out. */
  userId: number;
  /** Absent when signed out (or sent as '', 'null', 'undefined'). */
  secretKey: string | undefined;
  /** Xb-Language as sent. */
  language: string;
  /** The supported locale nearest to Xb-Language. */
  locale: Locale;
  /** Lower-case ISO country taken from Country-Code (which may be a country or a locale). */
  country: string;
  /** TS header, unix seconds. */
  ts: number;
  nonce: string;
  platform: Platform;
  appVersion: string;
  userLogin: string | undefined;
  deviceId: string | undefined;
  adId: string | undefined;
  androidId: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

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
  scope.addHook('onRequest', async (request) => {
    // CORS preflights carry no custom headers by design; @fastify/cors answers them first.
    if (request.method === 'OPTIONS') return;
    request.ctx = parseRequestContext(request.headers);
  });
}

/** Header names for the OpenAPI document and the CORS allow-list. */
export const COMMON_HEADER_NAMES = Object.values(HEADER);
