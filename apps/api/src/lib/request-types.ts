import type { Locale, Platform } from '@app/shared';

/**
 * The common headers of spec 7.1, validated and typed, on every service-group request
 * (plugins/request-context.ts parses them). Declared here, below the plugins, because services and
 * the sign-in core read it too.
 */
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

/** none: anyone; optional: a session if valid credentials are sent; required: 1004 without one. */
export type AuthMode = 'none' | 'optional' | 'required';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
}
