import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../types';
import { registerThirdPartyRoutes } from './third-party.routes';

/** User group (spec 7.3, /user/...): phone and form sign-in, profile, sessions, third-party accounts. */
export async function userModule(scope: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await registerThirdPartyRoutes(scope, deps);
}
