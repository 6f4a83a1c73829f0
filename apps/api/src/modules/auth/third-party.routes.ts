import {
  thirdPartyAuthUrl,
  thirdPartyBind,
  thirdPartyRegbindInfoList,
  thirdPartyRegistOrLogin,
} from '@app/shared/auth/third-party-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import type { AuthServices } from './auth.services';
import { sessionOf } from './core/request-session';

/** Third-party sign-in and binding (OAuth 2.0 code + PKCE): /user/third_party_*. */
export async function registerThirdPartyRoutes(scope: FastifyInstance, { thirdParty }: AuthServices): Promise<void> {
  registerEndpoint(scope, thirdPartyAuthUrl, async (input) => ({
    url: await thirdParty.oauth.authorizationUrl(input.media_type, {
      redirectUri: input.redirect_uri,
      codeChallenge: input.code_challenge,
      state: input.state,
    }),
  }));

  registerEndpoint(
    scope,
    thirdPartyRegistOrLogin,
    async (input, request) =>
      thirdParty.signIn(input, { ctx: request.ctx, ip: request.ip, startParam: input.start_param }),
    { rateLimit: { max: 30, timeWindow: 60_000 } },
  );

  registerEndpoint(scope, thirdPartyBind, async (input, request) => thirdParty.bind(sessionOf(request), input), {
    auth: 'required',
    rateLimit: { max: 30, timeWindow: 60_000 },
  });

  registerEndpoint(
    scope,
    thirdPartyRegbindInfoList,
    async (_input, request) => ({ list: await thirdParty.bindings(sessionOf(request).userId) }),
    { auth: 'required' },
  );
}
