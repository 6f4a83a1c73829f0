'use client';

import type { PostAuthor } from '@app/shared/posts/post-contracts';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { PostTime } from './PostTime';
import { mediaUrl } from './post-media';

/** Who wrote a post or comment (their avatar and name, to /profile/[xid]) and when. */
export function AuthorLine({
  author,
  seconds,
  mediaBase,
  size = 40,
}: {
  author: PostAuthor;
  seconds: number;
  mediaBase: string;
  size?: number;
}) {
  const t = useTranslations('posts');
  const box = { width: size, height: size };
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Link href={`/profile/${author.xid}`} className="shrink-0" data-testid="post-author-avatar">
        {author.avatar ? (
          // biome-ignore lint/performance/noImgElement: a processed WebP thumbnail of the API's host, already at its size
          <img
            src={mediaUrl(mediaBase, author.avatar.thumb_url)}
            alt={t('avatar_alt', { name: author.username })}
            {...box}
            style={box}
            loading="lazy"
            className="rounded-full bg-neutral-100 object-cover"
          />
        ) : (
          <span
            style={box}
            className="flex items-center justify-center rounded-full bg-amber-100 font-semibold text-amber-700"
            aria-hidden
          >
            {Array.from(author.username.trim())[0]?.toUpperCase() ?? '?'}
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-col">
        <Link
          href={`/profile/${author.xid}`}
          className="truncate text-callout font-semibold text-ink"
          data-testid="post-author"
        >
          {author.username}
        </Link>
        <PostTime seconds={seconds} className="text-caption text-muted" />
      </div>
    </div>
  );
}
