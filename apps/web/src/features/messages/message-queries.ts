'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useInfiniteQuery, useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const contracts = () => import('@app/shared/messages/message-contracts');

/** A thread page's size: a screen and a half of messages. */
export const THREAD_PAGE = 30;
const NOTICE_PAGE = 20;

/** Keys of this area's queries, all under ['messages', userId]: a live event refreshes the player's whole area. */
export const messageKeys = {
  all: (userId: number) => ['messages', userId] as const,
  unread: (userId: number) => ['messages', userId, 'unread'] as const,
  notices: (userId: number) => ['messages', userId, 'notices'] as const,
  threads: (userId: number) => ['messages', userId, 'threads'] as const,
  thread: (userId: number, threadId: number) => ['messages', userId, 'thread', threadId] as const,
};

/** Everything this area shows of the player is stale (a live event, a send, a read). */
export function refreshMessages(userId: number): Promise<void> {
  return invalidateQueries(messageKeys.all(userId));
}

/** The page after this one (null: the last). The first page's parameter is 0: no cursor (fetchPages stops at null). */
const nextCursor = (page: { next_cursor: number | null }) => page.next_cursor;

/** GET /message/unread: the tabs' badges. */
export function useUnread() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: messageKeys.unread(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await contracts()).getUnread, {}, { signal }),
  });
}

/** GET /message/notices: newest first, page by page. */
export function useNotices(enabled: boolean) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useInfiniteQuery({
    queryKey: messageKeys.notices(userId),
    queryFn: async ({ pageParam, signal }) =>
      api.call((await contracts()).listNotices, { cursor: pageParam || undefined, limit: NOTICE_PAGE }, { signal }),
    initialPageParam: 0,
    getNextPageParam: nextCursor,
    enabled: enabled && userId > 0,
  });
}

/** GET /message/threads: my chats, the most recent first. */
export function useThreads(enabled: boolean) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: messageKeys.threads(userId),
    enabled: enabled && userId > 0,
    queryFn: async ({ signal }) => api.call((await contracts()).listThreads, {}, { signal }),
  });
}

/** GET /message/thread: one chat, newest page first; older pages on demand. */
export function useThread(threadId: number) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useInfiniteQuery({
    queryKey: messageKeys.thread(userId, threadId),
    queryFn: async ({ pageParam, signal }) =>
      api.call(
        (await contracts()).getThread,
        { thread_id: threadId, cursor: pageParam || undefined, limit: THREAD_PAGE },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: nextCursor,
    enabled: userId > 0 && threadId > 0,
  });
}

/** POST /message/stream_ticket: a single-use ticket that opens the live stream (use-live-messages.ts). */
export function useStreamTicket() {
  const api = useApiClient();
  return async () => (await api.call((await contracts()).streamTicket, {})).ticket;
}

/** The area's writes: each refreshes what it changed (the lists and the counts). */
export function useMessageActions() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const after = { onSettled: () => void refreshMessages(userId) };
  return {
    send: useMutation({
      mutationFn: async (input: { to_user_id: number; text: string }) =>
        api.call((await contracts()).sendMessage, input),
      ...after,
    }),
    readThread: useMutation({
      mutationFn: async (threadId: number) => api.call((await contracts()).readThread, { thread_id: threadId }),
      ...after,
    }),
    readNotices: useMutation({
      mutationFn: async () => api.call((await contracts()).readNotices, {}),
      ...after,
    }),
    block: useMutation({
      mutationFn: async (input: { userId: number; blocked: boolean }) => {
        const c = await contracts();
        return api.call(input.blocked ? c.blockPlayer : c.unblockPlayer, { user_id: input.userId });
      },
      ...after,
    }),
  };
}
