import { SIGNED_POST_PATHS } from '@app/shared/auth/login-contracts';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { RequestSignatures } from '../modules/auth';
import { addRouteHook } from './route-hooks';

const SIGNED = new Set(SIGNED_POST_PATHS);

/**
 * Sensitive POSTs from the native app (PLATFORM app) must carry XBSL (spec 7.1), checked over the raw
 * JSON body that plugins/json-body.ts keeps. Other platforms: docs/signed-requests.md says what
 * protects each of these paths there. The hook is attached at registration to the POST routes of
 * SIGNED_POST_PATHS only, after the session check (plugins/auth.ts) as before.
 */
export function registerSignedRequests(scope: FastifyInstance, signatures: RequestSignatures): void {
  const verify: preValidationAsyncHookHandler = async (request) => {
    if (request.method !== 'POST' || request.ctx.platform !== 'app') return;
    const header = request.headers.xbsl;
    await signatures.verify(request.ctx, typeof header === 'string' ? header : undefined, request.rawBody ?? '');
  };
  scope.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('POST') && SIGNED.has(route.url)) addRouteHook(route, verify);
  });
}
