import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { SessionService } from '../modules/auth';
import { addRouteHook } from './route-hooks';

/**
 * Checks User-Id + User-Secret-Key on the routes that need a session (route config `auth`), before
 * the body is validated: a caller without a session learns only that (1004), not which field was bad.
 * The route reads the session with sessionOf (modules/auth). The hook is attached only to the routes
 * registered with `auth` 'required' or 'optional' (at registration), so the others pay nothing for it.
 */
export function registerAuth(
  scope: FastifyInstance,
  sessions: SessionService,
  /** The database's turnEnd (db/create-db.ts): signed-in requests of one turn share one version read. */
  turnEnd: () => Promise<void> | undefined = () => undefined,
): void {
  scope.decorateRequest('session', null);
  const check = async (request: FastifyRequest) => {
    const wait = turnEnd();
    if (wait !== undefined) await wait;
    request.session = await sessions.authenticate(request.ctx);
  };
  const required: preValidationAsyncHookHandler = check;
  const optional: preValidationAsyncHookHandler = async (request) => {
    if (request.ctx.userId > 0 && request.ctx.secretKey) await check(request);
  };
  scope.addHook('onRoute', (route) => {
    const mode = route.config?.auth ?? 'none';
    if (mode !== 'none') addRouteHook(route, mode === 'required' ? required : optional);
  });
}
