'use client';

import type { PostCard } from '@app/shared/posts/post-contracts';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { LazyImage } from './LazyImage';
import { PostTime } from './PostTime';
import { mediaUrl } from './post-media';

/** A post in a list (feed, library, a profile's posts): cover, title, excerpt, author, counts and time; opens the post. */
export function PostCardView({
  post,
  mediaBase,
  showAuthor = true,
}: {
  post: PostCard;
  mediaBase: string;
  showAuthor?: boolean;
}) {
  const t = useTranslations('posts');
  return (
    <li>
      <Link
        href={`/posts/${post.id}`}
        className="flex flex-col overflow-hidden rounded-2xl bg-white"
        data-testid="post-card"
        data-post-id={post.id}
      >
        {post.cover && (
          <LazyImage
            src={mediaUrl(mediaBase, post.cover.url)}
            width={post.cover.width}
            height={post.cover.height}
            alt=""
            className="max-h-56"
          />
        )}
        <div className="flex flex-col gap-1 p-4">
          <h2 className="line-clamp-2 break-words text-headline text-ink" data-testid="post-card-title">
            {post.title}
          </h2>
          {post.excerpt && <p className="line-clamp-2 break-words text-callout text-muted">{post.excerpt}</p>}
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-caption text-muted">
            {showAuthor && <span className="font-semibold text-ink">{t('by', { name: post.author.username })}</span>}
            <PostTime seconds={post.created_at} />
            <span>{t('likes', { count: post.like_count })}</span>
            <span>{t('comments_count', { count: post.comment_count })}</span>
          </p>
        </div>
      </Link>
    </li>
  );
}
