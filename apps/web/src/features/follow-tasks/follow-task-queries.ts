'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const taskContracts = () => import('@app/shared/social/follow-task-contracts');
const socialContracts = () => import('@app/shared/social/social-contracts');

/** Keys of this area's queries; a claim or a new task moves money, so both refresh the wallet's answers too. */
export const followKeys = {
  networks: ['followTasks', 'networks'] as const,
  connection: (userId: number, mediaType: string) => ['followTasks', userId, 'connection', mediaType] as const,
  list: (userId: number) => ['followTasks', userId, 'list'] as const,
  mine: (userId: number) => ['followTasks', userId, 'mine'] as const,
  wallet: (userId: number) => ['wallet', userId] as const,
};

export function useNetworks() {
  const api = useApiClient();
  return useQuery({
    queryKey: followKeys.networks,
    queryFn: async ({ signal }) => api.call((await socialContracts()).socialMediaNetworks, {}, { signal }),
  });
}

/** need_authorize: connected with a live token? and where to connect. */
export function useConnection(mediaType: string) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: followKeys.connection(userId, mediaType),
    enabled: userId > 0 && mediaType !== '',
    queryFn: async ({ signal }) =>
      api.call(
        (await socialContracts()).socialMediaNeedAuthorize,
        { user_id: userId, media_type: mediaType },
        { signal },
      ),
  });
}

/** get_follow_list: tasks open to me. */
export function useFollowList() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: followKeys.list(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await taskContracts()).socialMediaGetFollowList, {}, { signal }),
  });
}

/** follow_task/mine: my tasks as a creator, with who was paid. */
export function useMyFollowTasks() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: followKeys.mine(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await taskContracts()).myFollowTasks, {}, { signal }),
  });
}

/** check_follow_status: asks the network (claim: and is paid once when following). */
export function useCheckFollow() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (input: { task_id: number; claim: boolean }) =>
      api.call((await taskContracts()).socialMediaCheckFollowStatus, input),
    onSettled: () => {
      void invalidateQueries(followKeys.list(userId));
      void invalidateQueries(followKeys.wallet(userId));
    },
  });
}

export interface NewFollowTask {
  media_type: string;
  handle: string;
  coin: string;
  reward: string;
  budget: string;
}

/** follow_task/create: the budget is held from my balance. */
export function useCreateFollowTask() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (input: NewFollowTask) => api.call((await taskContracts()).createFollowTask, input),
    onSettled: () => {
      void invalidateQueries(followKeys.mine(userId));
      void invalidateQueries(followKeys.wallet(userId));
    },
  });
}

/** follow_task/close: the unpaid rest comes back. */
export function useCloseFollowTask() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: async (taskId: number) => api.call((await taskContracts()).closeFollowTask, { task_id: taskId }),
    onSettled: () => {
      void invalidateQueries(followKeys.mine(userId));
      void invalidateQueries(followKeys.wallet(userId));
    },
  });
}
