'use client';

import type { Post } from '@app/shared/posts/post-contracts';
import { useTranslations } from 'next-intl';
import { AuthorLine } from './AuthorLine';
import { LazyImage } from './LazyImage';
import { PostBlocks } from './PostBlocks';
import { mediaUrl } from './post-media';

/**
 * A post as anyone reads it: author, title, cover and blocks (every text a text node, never markup).
 * The composer's preview shows the same without the author line (nothing is published yet).
 */
export function PostArticle({
  post,
  mediaBase,
  testId = 'post',
}: {
  post: Pick<Post, 'title' | 'cover' | 'blocks'> & Partial<Pick<Post, 'author' | 'created_at' | 'updated_at'>>;
  mediaBase: string;
  testId?: string;
}) {
  const t = useTranslations('posts');
  const edited = post.updated_at !== undefined && post.created_at !== undefined && post.updated_at > post.created_at;
  return (
    <article className="flex flex-col gap-3 rounded-2xl bg-white p-4" data-testid={testId}>
      {post.author && post.created_at !== undefined && (
        <AuthorLine author={post.author} seconds={post.created_at} mediaBase={mediaBase} />
      )}
      <h1 className="break-words text-title text-ink" data-testid="post-title">
        {post.title}
      </h1>
      {post.cover && (
        <LazyImage
          src={mediaUrl(mediaBase, post.cover.url)}
          width={post.cover.width}
          height={post.cover.height}
          alt={t('cover_alt', { title: post.title })}
          className="-mx-4"
          testId="post-cover"
        />
      )}
      <PostBlocks blocks={post.blocks} mediaBase={mediaBase} texts={{ play: t('play') }} />
      {edited && <p className="text-caption text-muted">{t('edited')}</p>}
    </article>
  );
}
