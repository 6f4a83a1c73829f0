'use client';

import type { PostPage } from '@app/shared/posts/post-contracts';
import { useTranslations } from 'next-intl';
import { ListStates } from '@/components/ListStates';
import { PagedEnd } from '@/components/PagedEnd';
import type { InfiniteQueryResult } from '@/lib/query/use-query';
import { PostCardView } from './PostCardView';
import { pagedEndLabels } from './paged-labels';
import { usePostErrorText } from './post-failure';

/** A paged list of post cards (the feed, a library shelf, a profile's posts) with its states and its end. */
export function PostList({
  query,
  mediaBase,
  emptyText,
  showAuthor,
  testId,
}: {
  query: InfiniteQueryResult<PostPage>;
  mediaBase: string;
  emptyText: string;
  showAuthor?: boolean;
  testId: string;
}) {
  const t = useTranslations('posts');
  const errorText = usePostErrorText();
  const posts = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <>
      <ListStates
        query={query}
        empty={posts.length === 0}
        loadErrorTitle={t('load_failed')}
        errorDetail={query.error ? errorText(query.error) : null}
        emptyText={emptyText}
        skeletonClass="h-40 rounded-2xl"
      />
      {posts.length > 0 && (
        <>
          <ul className="flex flex-col gap-3" data-testid={testId}>
            {posts.map((post) => (
              <PostCardView key={post.id} post={post} mediaBase={mediaBase} showAuthor={showAuthor} />
            ))}
          </ul>
          <PagedEnd query={query} labels={pagedEndLabels(t)} testIdPrefix={testId} />
        </>
      )}
    </>
  );
}
