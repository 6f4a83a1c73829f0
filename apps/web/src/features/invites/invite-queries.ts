'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const inviteContracts = () => import('@app/shared/invites/invite-contracts');

export const inviteKeys = {
  summary: (userId: number) => ['invites', userId, 'summary'] as const,
  users: (userId: number) => ['invites', userId, 'users'] as const,
};

/** invite_summary: my referral code, how many I invited, what I earned, whether I have an inviter. */
export function useInviteSummary() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: inviteKeys.summary(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await inviteContracts()).inviteSummary, {}, { signal }),
  });
}

/** invite_users page 1, size 20 (spec 7.7): the players I invited, newest first. */
export function useInviteUsers() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: inviteKeys.users(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await inviteContracts()).inviteUsers, { page: 1, size: 20 }, { signal }),
  });
}

/** invite_bind: binds my inviter by code (once, never myself, never a cycle). */
export function useBindInviter() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (code: string) => api.call((await inviteContracts()).inviteBind, { code }),
    onSettled: () => void invalidateQueries(inviteKeys.summary(userId)),
  });
}
