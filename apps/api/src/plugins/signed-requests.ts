import { SIGNED_POST_PATHS } from '@app/shared/auth/login-contracts';
import type { FastifyInstance } from 'fastify';
import type { RequestSignatures } from '../modules/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body exactly as received: signatures are computed over these bytes. */
    rawBody: string | undefined;
  }
}

const SIGNED = new Set(SIGNED_POST_PATHS);

/**
 * Sensitive POSTs from the native app (PLATFORM app) must carry XBSL (spec 7.1). JSON bodies are
 * kept raw for the check; parsing itself is Fastify's own parser, so its errors stay the same.
 */
export function registerSignedRequests(scope: FastifyInstance, signatures: RequestSignatures): void {
  scope.decorateRequest('rawBody', undefined);
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    parseJson(request, body as string, done);
  });
  scope.addHook('preValidation', async (request) => {
    if (request.method !== 'POST' || request.ctx.platform !== 'app') return;
    if (!SIGNED.has(request.routeOptions.url ?? '')) return;
    const header = request.headers.xbsl;
    await signatures.verify(
      request.ctx,
      typeof header === 'string' ? header : undefined,
      request.rawBody ?? '',
      request.ip,
    );
  });
}
