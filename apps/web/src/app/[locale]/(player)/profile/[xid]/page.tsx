import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { PostsMessages } from '@/features/posts/PostsMessages';
import { ProfilePostsLater } from '@/features/posts/ProfilePostsLater';
import { postMediaBase } from '@/features/posts/post-media-base';
import { profileMediaBase } from '@/features/profiles/media-url';
import { PublicProfileScreen } from '@/features/profiles/PublicProfileScreen';
import { routing } from '@/i18n/routing';
import { resolveApiBaseUrls } from '@/lib/api/base-urls';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';
import { loadPublicProfile } from '@/lib/metadata/page-props';

type PublicProfileProps = { params: Promise<{ locale: string; xid: string }> };

/** Spec 2.1: title from the username, description from the intro, image from the background or avatar. */
export async function generateMetadata({ params }: PublicProfileProps): Promise<Metadata> {
  const { locale, xid } = await params;
  return pageMetadata(locale, `/profile/${xid}`);
}

/** /profile/[xid] (issue 18, spec 2.1): a creator's public page, server-rendered, readable signed out. */
export default async function PublicProfilePage({ params }: PublicProfileProps) {
  const { locale, xid } = await params;
  setRequestLocale(locale);
  const lang = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  const profile = await loadPublicProfile(decodeURIComponent(xid).toLowerCase(), {
    baseUrls: resolveApiBaseUrls(process.env),
    locale: lang,
  }).catch(() => null);
  // Issue 18 item 3: the creator's posts under the card, read in the browser (the card reads without JavaScript).
  const posts = profile ? (
    <PostsMessages>
      <ProfilePostsLater xid={profile.xid} mediaBase={postMediaBase()} />
    </PostsMessages>
  ) : null;
  return <PublicProfileScreen profile={profile} mediaBase={profileMediaBase()} locale={lang} more={posts} />;
}
