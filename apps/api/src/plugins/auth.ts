import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { SessionService } from '../modules/auth';
import { addRouteHook } from './route-hooks';

/**
 * Checks User-Id + User-Secret-Key on the routes that need a session (route config `auth`), before
 * the body is validated: a caller without a session learns only that (1004), not which field was bad.
 * The route reads the session with sessionOf (modules/auth). The hook is attached only to the routes
 * registered with `auth` 'required' or 'optional' (at registration), so the others pay nothing for it.
 */
export function registerAuth(scope: FastifyInstance, sessions: SessionService): void {
  scope.decorateRequest('session', null);
  const required: preValidationAsyncHookHandler = async (request) => {
    request.session = await sessions.authenticate(request.ctx);
  };
  const optional: preValidationAsyncHookHandler = async (request) => {
    if (request.ctx.userId > 0 && request.ctx.secretKey) {
      request.session = await sessions.authenticate(request.ctx);
    }
  };
  scope.addHook('onRoute', (route) => {
    const mode = route.config?.auth ?? 'none';
    if (mode !== 'none') addRouteHook(route, mode === 'required' ? required : optional);
  });
}
