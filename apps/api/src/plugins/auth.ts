import type { FastifyInstance } from 'fastify';
import type { SessionService } from '../modules/auth';

/**
 * Checks User-Id + User-Secret-Key on the routes that need a session (route config `auth`), before
 * the body is validated: a caller without a session learns only that (1004), not which field was bad.
 * The route reads the session with sessionOf (modules/auth).
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
