import { BodyCode } from '@app/shared';
import { socialMediaGetToken } from '@app/shared/app-config/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { AppConfigServices } from './app-config.services';

/** POST /api/social_media/get_token: keep a provider token for the signed-in user (code + PKCE). */
export function registerSocialMediaRoutes(scope: FastifyInstance, { thirdParty }: AppConfigServices): void {
  registerEndpoint(
    scope,
    socialMediaGetToken,
    async (input, request) => {
      const session = sessionOf(request);
      if (input.user_id !== session.userId) throw new ApiError(BodyCode.SESSION_INVALID);
      return thirdParty.keepTokenFor(session, input);
    },
    { auth: 'required', rateLimit: { max: 30, timeWindow: 60_000 } },
  );
}
