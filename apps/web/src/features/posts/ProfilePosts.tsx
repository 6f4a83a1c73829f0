'use client';

import { useTranslations } from 'next-intl';
import { PostList } from './PostList';
import { useProfilePosts } from './post-queries';

/** A creator's posts on their public page (/profile/[xid]), newest first, a cursor page at a time. */
export function ProfilePosts({ xid, mediaBase }: { xid: string; mediaBase: string }) {
  const t = useTranslations('posts');
  const posts = useProfilePosts(xid);
  return (
    <section className="flex flex-col gap-3" data-testid="profile-posts">
      <h2 className="text-headline text-ink">{t('profile_posts')}</h2>
      <PostList
        query={posts}
        mediaBase={mediaBase}
        emptyText={t('profile_posts_empty')}
        showAuthor={false}
        testId="profile-posts-list"
      />
    </section>
  );
}
