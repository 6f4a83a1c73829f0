'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { PostList } from './PostList';
import { PostsFrame } from './PostsFrame';
import { useRecommendFeed } from './post-queries';

/** /posts: the community's recommended posts (ranked by recency and engagement), and the way to write one. */
export function FeedScreen({ mediaBase }: { mediaBase: string }) {
  const t = useTranslations('posts');
  const locale = useLocale();
  const feed = useRecommendFeed();
  return (
    <PostsFrame
      title={t('feed_title')}
      backHref={`/${locale}`}
      action={
        <ButtonLink href={`/${locale}/posts/new`} size="sm" data-testid="posts-write">
          {t('write')}
        </ButtonLink>
      }
    >
      <PostList query={feed} mediaBase={mediaBase} emptyText={t('feed_empty_body')} testId="posts-feed" />
    </PostsFrame>
  );
}
