import { BodyCode } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionInfo, SessionService } from '../auth/session.service';
import { ApiError } from '../lib/api-error';

/** none: anyone; optional: a session if valid credentials are sent; required: 1004 without one. */
export type AuthMode = 'none' | 'optional' | 'required';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionInfo | null;
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
}

/**
 * Checks User-Id + User-Secret-Key on the routes that need a session (route config `auth`), before
 * the body is validated: a caller without a session learns only that (1004), not which field was bad.
 */
export function registerAuth(scope: FastifyInstance, sessions: SessionService): void {
  scope.decorateRequest('session', null);
  scope.addHook('preValidation', async (request) => {
    const mode = request.routeOptions.config.auth ?? 'none';
    if (mode === 'none') return;
    if (mode === 'required') {
      request.session = await sessions.authenticate(request.ctx);
      return;
    }
    if (request.ctx.userId > 0 && request.ctx.secretKey) {
      request.session = await sessions.authenticate(request.ctx);
    }
  });
}

/** The session of a route registered with auth 'required'. */
export function sessionOf(request: FastifyRequest): SessionInfo {
  if (!request.session) throw new ApiError(BodyCode.SESSION_INVALID);
  return request.session;
}
