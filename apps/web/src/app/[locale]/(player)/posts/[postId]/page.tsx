import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { PostScreen } from '@/features/posts/PostScreen';
import { PostsMessages } from '@/features/posts/PostsMessages';
import { postMediaBase } from '@/features/posts/post-media-base';
import { routing } from '@/i18n/routing';
import { resolveApiBaseUrls } from '@/lib/api/base-urls';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';
import { loadPublicPost } from '@/lib/metadata/page-props';

type PostPageProps = { params: Promise<{ locale: string; postId: string }> };

/** Spec 2.1: a canonical link; the title from the post's title, the description from its text, the image its cover. */
export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const { locale, postId } = await params;
  return pageMetadata(locale, `/posts/${postId}`);
}

/** /posts/[postId] (issue 18 item 3, spec 2.1): one post, server-rendered, readable signed out. */
export default async function PostPage({ params }: PostPageProps) {
  const { locale, postId } = await params;
  setRequestLocale(locale);
  const lang = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  const post = await loadPublicPost(postId, { baseUrls: resolveApiBaseUrls(process.env), locale: lang }).catch(
    () => null,
  );
  return (
    <PostsMessages>
      <PostScreen postId={postId} initial={post} mediaBase={postMediaBase()} />
    </PostsMessages>
  );
}
