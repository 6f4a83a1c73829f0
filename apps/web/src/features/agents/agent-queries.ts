'use client';

import type { EndpointRequest, EndpointResponse } from '@app/shared/core/endpoint';
import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const agentContracts = () => import('@app/shared/agents/agent-contracts');
type Contracts = Awaited<ReturnType<typeof agentContracts>>;

export const agentKeys = {
  all: (userId: number) => ['agents', userId] as const,
  status: (userId: number) => ['agents', userId, 'status'] as const,
  links: (userId: number) => ['agents', userId, 'links'] as const,
};

/** A signed-in read of one agents call; `key` names it under the player's agents keys. */
function useAgentsRead<K extends keyof Contracts>(
  name: K,
  key: string,
  input: EndpointRequest<Contracts[K]>,
  enabled = true,
) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: [...agentKeys.all(userId), key, JSON.stringify(input)],
    enabled: userId > 0 && enabled,
    queryFn: async ({ signal }) =>
      // biome-ignore lint/suspicious/noExplicitAny: one generic reader over the module's endpoints
      (await api.call((await agentContracts())[name] as any, input, { signal })) as EndpointResponse<Contracts[K]>,
  });
}

/** agent_status: my latest application and my agent record (the /agents/ap and /partner pages). */
export const useAgentStatus = () => useAgentsRead('agentStatus', 'status', {});
export const useAgentLinks = (enabled: boolean) => useAgentsRead('agentInviteLinkList', 'links', {}, enabled);
export const useSubAgents = (enabled: boolean) =>
  useAgentsRead('inviteSubAgentsSummary', 'subs', { days: 30 }, enabled);
export const useStatement = (enabled: boolean) => useAgentsRead('agentStatement', 'statement', { days: 30 }, enabled);
export const useAirdropRank = () => useAgentsRead('agentAirdropRank', 'airdrop', {});
export const useWhitelistRank = () => useAgentsRead('agentWhitelistRank', 'whitelist', {});
export const useMasterConf = () => useAgentsRead('inviteMasterConf', 'conf', {});

/** invite_users page 1, size 20 (the invites module): the players I brought, newest first. */
export function useMyPlayers() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: [...agentKeys.all(userId), 'players'],
    enabled: userId > 0,
    queryFn: async ({ signal }) =>
      api.call((await import('@app/shared/invites/invite-contracts')).inviteUsers, { page: 1, size: 20 }, { signal }),
  });
}

/** A change through one agents call; everything of mine in the agents' cache is read again after. */
function useAgentsWrite<K extends 'agentApply' | 'agentInviteLinkAdd'>(name: K) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (input: EndpointRequest<Contracts[K]>) =>
      // biome-ignore lint/suspicious/noExplicitAny: one generic writer over the module's endpoints
      (await api.call((await agentContracts())[name] as any, input)) as EndpointResponse<Contracts[K]>,
    onSettled: () => void invalidateQueries(agentKeys.all(userId)),
  });
}

/** agent_apply: sends my application (the status is read again after). */
export const useApply = () => useAgentsWrite('agentApply');
/** agent_invite_link/add: a new link for a campaign and package (the list is read again after). */
export const useAddLink = () => useAgentsWrite('agentInviteLinkAdd');
