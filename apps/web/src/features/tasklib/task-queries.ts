'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useInfiniteQuery, useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';
import { catalogueKeys, useEnvContext } from './catalogue-queries';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, issue 10).
const taskContracts = () => import('@app/shared/tasklib/task-contracts');

/** Rows per page of my rewards. */
export const REWARDS_PAGE = 20;

export const taskKeys = {
  mineOf: (userId: number, country: string, xbOfferId: string) =>
    ['tasklib', userId, country, 'mine', xbOfferId] as const,
  completeList: (userId: number, country: string, status: string) =>
    ['tasklib', userId, country, 'complete_list', status] as const,
};

/** After a task moved (taken, verified, audited): every task-library answer of mine, and my balances. */
function refreshMine(userId: number) {
  invalidateQueries(catalogueKeys.mine(userId));
  invalidateQueries(['wallet', userId]);
}

/** My record of one task (product_complete_list filtered to it): its click id, status and times; null if never taken. */
export function useMyTask(xbOfferId: string | null) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const { country, envContext } = useEnvContext();
  return useQuery({
    queryKey: taskKeys.mineOf(userId, country, xbOfferId ?? ''),
    queryFn: async ({ signal }) => {
      const page = await api.call(
        (await taskContracts()).cplProductCompleteList,
        { envContext, xbOfferId: xbOfferId ?? undefined, status: 'all', page: 1, one_page_cnt: 1 },
        { signal },
      );
      return page.list[0] ?? null;
    },
    enabled: userId > 0 && xbOfferId !== null,
  });
}

/** POST /cpl/product_complete_list: my taken tasks with one status (or all), newest first, page by page. */
export function useCompleteList(status: string) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const { country, envContext } = useEnvContext();
  return useInfiniteQuery({
    queryKey: taskKeys.completeList(userId, country, status),
    queryFn: async ({ pageParam, signal }) => {
      const contracts = await taskContracts();
      return api.call(
        contracts.cplProductCompleteList,
        {
          envContext,
          status: (contracts.COMPLETE_LIST_FILTERS as readonly string[]).includes(status)
            ? (status as (typeof contracts.COMPLETE_LIST_FILTERS)[number])
            : 'all',
          page: pageParam,
          one_page_cnt: REWARDS_PAGE,
        },
        { signal },
      );
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    enabled: userId > 0,
  });
}

/** POST /cpl/take_task, then (with a link) POST /cpl/report_ev of the link being opened. */
export function useTakeTask() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const { envContext } = useEnvContext();
  return useMutation({
    mutationFn: async ({ xbOfferId, parentId }: { xbOfferId: string; parentId?: string | null }) => {
      const contracts = await taskContracts();
      return api.call(contracts.cplTakeTask, {
        envContext,
        XbOfferId: xbOfferId,
        ...(parentId ? { parent_id: parentId } : {}),
      });
    },
    onSettled: () => refreshMine(userId),
  });
}

/** POST /cpl/report_ev: what the player did on a task (opened its link). Fire and forget: a lost event costs nothing. */
export function useReportEvent() {
  const api = useApiClient();
  const { envContext } = useEnvContext();
  return async (event: {
    action: string;
    xbOfferId: string;
    clickId?: string;
    link?: string;
    parentId?: string | null;
  }) => {
    try {
      await api.call((await taskContracts()).cplReportEv, {
        envContext,
        action: event.action,
        XbOfferId: event.xbOfferId,
        ...(event.clickId ? { clickId: event.clickId } : {}),
        ...(event.link ? { link: event.link } : {}),
        ...(event.parentId ? { parent_id: event.parentId } : {}),
      });
    } catch {
      // Analytics of the task: the task itself does not depend on it.
    }
  };
}

/** POST /task/action: an action of the player on a task (claiming a gift, following an account). */
export function useTaskAction() {
  const api = useApiClient();
  const { envContext } = useEnvContext();
  return useMutation({
    mutationFn: async (input: { xbOfferId: string; action: string; actionType?: string }) =>
      api.call((await taskContracts()).taskAction, {
        envContext,
        xbOfferId: input.xbOfferId,
        action: input.action,
        ...(input.actionType ? { action_type: input.actionType } : {}),
      }),
  });
}

/** POST /cpl/verify: where a taken task stands; completes a first-party task whose rule is met. */
export function useVerifyTask() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const { envContext } = useEnvContext();
  return useMutation({
    mutationFn: async (input: { offerId: string; clickId: string }) =>
      api.call((await taskContracts()).cplVerify, { envContext, ...input }),
    onSettled: () => refreshMine(userId),
  });
}

/** POST /cpl/submit_audit: the proof (text and a screenshot as a data URL) for an operator to review. */
export function useSubmitAudit() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const { envContext } = useEnvContext();
  return useMutation({
    mutationFn: async (input: { offerId: string; clickId: string; content: string; img: string }) =>
      api.call((await taskContracts()).cplSubmitAudit, { envContext, ...input }),
    onSettled: () => refreshMine(userId),
  });
}

/** The most completed tasks the rewards summary adds up (20 pages of 50); more is shown as "at least". */
const SUMMARY_MAX_PAGES = 20;

/**
 * My rewards summary: how many of my tasks are in each status (each filter's `total`) and every
 * completed task (to add up per coin), read through product_complete_list.
 */
export function useRewardsSummary() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const { country, envContext } = useEnvContext();
  return useQuery({
    queryKey: ['tasklib', userId, country, 'rewards_summary'],
    queryFn: async ({ signal }) => {
      const contracts = await taskContracts();
      const statuses = contracts.COMPLETE_LIST_FILTERS.filter((s) => s !== 'all');
      const counts = await Promise.all(
        statuses.map(async (status) => {
          const page = await api.call(
            contracts.cplProductCompleteList,
            { envContext, status, page: 1, one_page_cnt: 1 },
            { signal },
          );
          return [status, page.total] as const;
        }),
      );
      const completed = [];
      let more = true;
      let truncated = false;
      for (let page = 1; more; page++) {
        if (page > SUMMARY_MAX_PAGES) {
          truncated = true;
          break;
        }
        const answer = await api.call(
          contracts.cplProductCompleteList,
          { envContext, status: 'completed', page, one_page_cnt: 50 },
          { signal },
        );
        completed.push(...answer.list);
        more = answer.has_more;
      }
      return { counts: Object.fromEntries(counts) as Record<string, number>, completed, truncated };
    },
    enabled: userId > 0,
  });
}
