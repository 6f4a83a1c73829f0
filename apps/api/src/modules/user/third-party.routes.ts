import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../types';

/** Third-party sign-in and binding (OAuth 2.0 code + PKCE): /user/third_party_*. */
export async function registerThirdPartyRoutes(_scope: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
