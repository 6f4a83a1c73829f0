import {
  inviteBind,
  inviteRewardConfig,
  inviteRewards,
  inviteSummary,
  inviteUsers,
} from '@app/shared/invites/invite-contracts';
import {
  inviteDailySummary,
  inviteDailySummaryByCampaign,
  inviteDailySummaryByPkg,
  inviteWeeklyRank,
  tgInviteUrl,
  tgSubPageByRefUrl,
} from '@app/shared/invites/invite-report-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { InvitesServices } from './invites.services';

const signedIn = { auth: 'required' } as const;

/** Invite calls of the casino brand (casino group, /casino/lucky_bear/..., spec 7.7). */
export async function registerInvitesRoutes(
  scope: FastifyInstance,
  { invites, reports }: InvitesServices,
): Promise<void> {
  const me = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;
  registerEndpoint(
    scope,
    inviteWeeklyRank,
    async (input, request) => reports.weeklyRank(me(request), input.week),
    signedIn,
  );
  registerEndpoint(
    scope,
    inviteDailySummary,
    async (input, request) => reports.daily(me(request), input.days, 'none'),
    signedIn,
  );
  registerEndpoint(
    scope,
    inviteDailySummaryByPkg,
    async (input, request) => reports.daily(me(request), input.days, 'pkg'),
    signedIn,
  );
  registerEndpoint(
    scope,
    inviteDailySummaryByCampaign,
    async (input, request) => reports.daily(me(request), input.days, 'campaign'),
    signedIn,
  );
  registerEndpoint(scope, tgInviteUrl, async (_input, request) => reports.inviteUrl(me(request)), signedIn);
  registerEndpoint(scope, tgSubPageByRefUrl, async (input) => reports.subPage(input.ref_url));
  registerEndpoint(
    scope,
    inviteSummary,
    async (_input, request) => invites.summary(sessionOf(request).userId),
    signedIn,
  );
  registerEndpoint(
    scope,
    inviteUsers,
    async (input, request) => invites.users(sessionOf(request).userId, input.page, input.size),
    signedIn,
  );
  registerEndpoint(
    scope,
    inviteRewards,
    async (input, request) => invites.rewards(sessionOf(request).userId, input.page, input.size),
    signedIn,
  );
  registerEndpoint(
    scope,
    inviteBind,
    async (input, request) => invites.bind(sessionOf(request).userId, input.code),
    signedIn,
  );
}

/** The invite rewards table of the main site's configuration (main group, spec 7.3). */
export async function registerInviteConfigRoutes(scope: FastifyInstance, { invites }: InvitesServices): Promise<void> {
  registerEndpoint(scope, inviteRewardConfig, async () => invites.rewardTable());
}
