import { tgAuthContact, tgRegisterOrLogin } from '@app/shared/auth/messenger-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import type { AuthServices } from './auth.services';
import { sessionOf } from './core/request-session';

/** Messenger api group (spec 7.3, /tg/...): mini-app sign-in and contact sharing. */
export async function registerTgRoutes(scope: FastifyInstance, { messenger: tg }: AuthServices): Promise<void> {
  registerEndpoint(
    scope,
    tgRegisterOrLogin,
    async (input, request) => tg.registerOrLogin(input, { ctx: request.ctx, ip: request.ip }),
    { rateLimit: { max: 30, timeWindow: 60_000 } },
  );

  registerEndpoint(
    scope,
    tgAuthContact,
    async (input, request) => tg.bindContact(sessionOf(request), input, request.ip),
    { auth: 'required', rateLimit: { max: 30, timeWindow: 60_000 } },
  );
}
