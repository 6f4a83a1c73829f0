'use client';

import type { LibraryCategory, PostBlock, PostImage, ReportReason } from '@app/shared/posts/post-contracts';
import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useInfiniteQuery, useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const contracts = () => import('@app/shared/posts/post-contracts');

/** Keys of the posts' answers; each carries the reader, as `liked_by_me` and `mine` are the reader's. */
export const postKeys = {
  all: ['posts'] as const,
  feed: (userId: number) => ['posts', 'feed', userId] as const,
  library: (category: string, userId: number) => ['posts', 'library', category, userId] as const,
  byProfile: (xid: string, userId: number) => ['posts', 'profile', xid, userId] as const,
  one: (postId: string, userId: number) => ['posts', 'one', postId, userId] as const,
  comments: (postId: string, userId: number) => ['posts', 'comments', postId, userId] as const,
};

/** A write changes counts, lists and the post itself: every posts answer is fetched again. */
const refresh = () => void invalidateQueries(postKeys.all);

/** '' is the first page (an undefined page parameter would mean "no page": lib/query/pages.ts). */
const paging = {
  initialPageParam: '',
  getNextPageParam: (page: { next_cursor: string | null }) => page.next_cursor,
};

/** GET /recommend/feed: the community feed, ranked by recency and engagement. */
export function useRecommendFeed() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useInfiniteQuery({
    queryKey: postKeys.feed(userId),
    ...paging,
    queryFn: async ({ signal, pageParam }) =>
      api.call((await contracts()).recommendFeed, { cursor: pageParam || undefined, limit: 20 }, { signal }),
  });
}

/** GET /recommend/library: the library's guides on one shelf (or every shelf). */
export function useLibrary(category: LibraryCategory | null) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useInfiniteQuery({
    queryKey: postKeys.library(category ?? '', userId),
    ...paging,
    queryFn: async ({ signal, pageParam }) =>
      api.call(
        (await contracts()).libraryList,
        { category: category ?? undefined, cursor: pageParam || undefined, limit: 20 },
        { signal },
      ),
  });
}

/** GET /community/post/by_profile: a profile's posts, newest first. */
export function useProfilePosts(xid: string) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useInfiniteQuery({
    queryKey: postKeys.byProfile(xid, userId),
    ...paging,
    queryFn: async ({ signal, pageParam }) =>
      api.call((await contracts()).profilePosts, { xid, cursor: pageParam || undefined, limit: 10 }, { signal }),
  });
}

/** GET /community/post/detail: one post as the reader sees it (liked by me, mine). */
export function usePost(postId: string, enabled = true) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: postKeys.one(postId, userId),
    enabled,
    queryFn: async ({ signal }) => api.call((await contracts()).getPost, { post_id: postId }, { signal }),
  });
}

/** GET /community/comment/list: a post's comments, oldest first. */
export function useComments(postId: string) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useInfiniteQuery({
    queryKey: postKeys.comments(postId, userId),
    ...paging,
    queryFn: async ({ signal, pageParam }) =>
      api.call(
        (await contracts()).listComments,
        { post_id: postId, cursor: pageParam || undefined, limit: 20 },
        { signal },
      ),
  });
}

export interface PostDraftInput {
  title: string;
  cover: PostImage | null;
  blocks: PostBlock[];
}

/** POST /community/post/create or /update: the composer's publish. */
export function useSavePost() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async ({ postId, draft }: { postId: string | null; draft: PostDraftInput }) => {
      const c = await contracts();
      return postId ? api.call(c.updatePost, { post_id: postId, ...draft }) : api.call(c.createPost, draft);
    },
    onSettled: refresh,
  });
}

export function useDeletePost() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (postId: string) => api.call((await contracts()).deletePost, { post_id: postId }),
    onSettled: refresh,
  });
}

/** POST /community/post/like: the button shows the change at once and settles on the answer. */
export function useLikePost() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (input: { post_id: string; like: boolean }) => api.call((await contracts()).likePost, input),
  });
}

export function useAddComment() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (input: { post_id: string; text: string }) => api.call((await contracts()).addComment, input),
    onSettled: refresh,
  });
}

export function useDeleteComment() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (commentId: string) => api.call((await contracts()).deleteComment, { comment_id: commentId }),
    onSettled: refresh,
  });
}

export function useReport() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (input: { target: 'post' | 'comment'; id: string; reason: ReportReason; note: string }) =>
      api.call((await contracts()).reportContent, input),
  });
}

/** POST /community/upload_image (multipart): the picture goes through the image pipeline (WebP, quality 75). */
export function useUploadPostImage() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return api.call((await contracts()).uploadPostImage, form);
    },
  });
}
