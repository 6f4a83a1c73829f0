import { SIGNED_POST_PATHS } from '@app/shared/auth/login-contracts';
import type { FastifyInstance } from 'fastify';
import type { RequestSignatures } from '../modules/auth';

const SIGNED = new Set(SIGNED_POST_PATHS);

/**
 * Sensitive POSTs from the native app (PLATFORM app) must carry XBSL (spec 7.1), checked over the raw
 * JSON body that plugins/json-body.ts keeps. Other platforms: docs/signed-requests.md says what
 * protects each of these paths there.
 */
export function registerSignedRequests(scope: FastifyInstance, signatures: RequestSignatures): void {
  scope.addHook('preValidation', async (request) => {
    if (request.method !== 'POST' || request.ctx.platform !== 'app') return;
    if (!SIGNED.has(request.routeOptions.url ?? '')) return;
    const header = request.headers.xbsl;
    await signatures.verify(request.ctx, typeof header === 'string' ? header : undefined, request.rawBody ?? '');
  });
}
