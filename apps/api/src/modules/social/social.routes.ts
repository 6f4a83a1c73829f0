import { BodyCode } from '@app/shared';
import {
  closeFollowTask,
  createFollowTask,
  myFollowTasks,
  socialMediaCheckFollowStatus,
  socialMediaGetFollowList,
} from '@app/shared/social/follow-task-contracts';
import {
  socialMediaGetFollowing,
  socialMediaGetToken,
  socialMediaNeedAuthorize,
  socialMediaNetworks,
  socialMediaReportTelegramClientAuthInfo,
} from '@app/shared/social/social-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { SocialServices } from './social.services';

const signedIn = { auth: 'required' } as const;
/** Each check and claim asks the network: a per-address budget keeps one client from hammering it. */
const NETWORK_LIMIT = { auth: 'required', rateLimit: { max: 60, timeWindow: 60_000 } } as const;

/** Spec 7.3 bodies carry user_id: it must be the session's (1004 otherwise), as on every user_id call. */
function playerOf(request: FastifyRequest, userId?: number): number {
  const session = sessionOf(request);
  if (userId !== undefined && userId !== session.userId) throw new ApiError(BodyCode.SESSION_INVALID);
  return session.userId;
}

/** Social media calls of the main group (spec 7.3, /api/social_media/...) and follow tasks. */
export async function registerSocialRoutes(scope: FastifyInstance, { connections, followTasks }: SocialServices) {
  registerEndpoint(
    scope,
    socialMediaGetToken,
    async (input, request) => {
      playerOf(request, input.user_id);
      return connections.connect(sessionOf(request), input);
    },
    { auth: 'required', rateLimit: { max: 30, timeWindow: 60_000 } },
  );
  registerEndpoint(scope, socialMediaNetworks, async () => ({
    list: connections.networks.list().map((n) => ({ media_type: n.mediaType, name: n.name })),
  }));
  registerEndpoint(
    scope,
    socialMediaNeedAuthorize,
    async (input, request) => connections.needAuthorize(playerOf(request, input.user_id), input.media_type),
    NETWORK_LIMIT,
  );
  registerEndpoint(
    scope,
    socialMediaGetFollowing,
    async (input, request) => connections.followingPage(playerOf(request), input.media_type, input.cursor || null),
    NETWORK_LIMIT,
  );
  registerEndpoint(
    scope,
    socialMediaReportTelegramClientAuthInfo,
    async (input, request) =>
      connections.reportClientAuth(playerOf(request, input.user_id), 'telegram', input.auth_info),
    { auth: 'required', rateLimit: { max: 30, timeWindow: 60_000 } },
  );
  registerEndpoint(
    scope,
    socialMediaGetFollowList,
    async (input, request) => followTasks.forPlayer(playerOf(request), input.media_type),
    signedIn,
  );
  registerEndpoint(
    scope,
    socialMediaCheckFollowStatus,
    async (input, request) => followTasks.check(playerOf(request), input.task_id, input.claim),
    NETWORK_LIMIT,
  );
  registerEndpoint(
    scope,
    createFollowTask,
    async (input, request) => followTasks.create(playerOf(request), input),
    signedIn,
  );
  registerEndpoint(scope, myFollowTasks, async (_input, request) => followTasks.mine(playerOf(request)), signedIn);
  registerEndpoint(
    scope,
    closeFollowTask,
    async (input, request) => followTasks.close(playerOf(request), input.task_id),
    signedIn,
  );
}
