import {
  agentAirdropRank,
  agentApply,
  agentInviteLinkAdd,
  agentInviteLinkClick,
  agentInviteLinkList,
  agentStatement,
  agentStatus,
  agentWhitelistRank,
  getPddShareData,
  inviteMasterConf,
  inviteSubAgentsSummary,
  inviteSubagentDailySummary,
} from '@app/shared/agents/agent-contracts';
import { AGENT_MASTER_CONF } from '@app/shared/agents/agent-master-conf';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { AgentsServices } from './agents.services';

const signedIn = { auth: 'required' } as const;

/** The agents programme's calls of the casino brand (casino group, spec 7.7). */
export async function registerAgentsRoutes(
  scope: FastifyInstance,
  { applications, links, commission, reports }: AgentsServices,
): Promise<void> {
  const me = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;
  registerEndpoint(scope, inviteMasterConf, async () => structuredClone(AGENT_MASTER_CONF) as never);
  registerEndpoint(scope, agentApply, async (input, request) => applications.apply(me(request), input), signedIn);
  registerEndpoint(scope, agentStatus, async (_input, request) => applications.status(me(request)), signedIn);
  registerEndpoint(scope, agentInviteLinkAdd, async (input, request) => links.add(me(request), input), signedIn);
  registerEndpoint(scope, agentInviteLinkList, async (_input, request) => links.list(me(request)), signedIn);
  // Anyone may count an opening (no session yet); the per-address budget bounds inflating a link's clicks.
  registerEndpoint(scope, agentInviteLinkClick, async (input) => links.click(input.slug), {
    rateLimit: { max: 30, timeWindow: 60_000 },
  });
  registerEndpoint(
    scope,
    getPddShareData,
    async (input, request) => links.shareData(me(request), input.slug, input.locale),
    signedIn,
  );
  registerEndpoint(
    scope,
    inviteSubAgentsSummary,
    async (input, request) => reports.subAgents(me(request), input.days),
    signedIn,
  );
  registerEndpoint(
    scope,
    inviteSubagentDailySummary,
    async (input, request) => reports.subAgentDaily(me(request), input.days, input.agent_id),
    signedIn,
  );
  registerEndpoint(
    scope,
    agentStatement,
    async (input, request) => commission.statement(me(request), input.agent_id, input.days),
    signedIn,
  );
  registerEndpoint(scope, agentAirdropRank, async (_input, request) => reports.airdrop(me(request)), signedIn);
  registerEndpoint(scope, agentWhitelistRank, async (_input, request) => reports.whitelist(me(request)), signedIn);
}
