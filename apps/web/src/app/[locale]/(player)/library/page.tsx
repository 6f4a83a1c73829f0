import type { Metadata } from 'next';
import { LibraryScreen } from '@/features/posts/LibraryScreen';
import { libraryTabOf } from '@/features/posts/library-tabs';
import { PostsMessages } from '@/features/posts/PostsMessages';
import { postMediaBase } from '@/features/posts/post-media-base';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

type LibraryProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Spec 2.1: /library has a canonical link (without the tab's query) and its own title. */
export async function generateMetadata({ params }: LibraryProps): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, '/library');
}

/** /library (issue 18 item 5): the guides and articles, posts the operators put on the library's shelves. */
export default async function LibraryPage({ searchParams }: LibraryProps) {
  const { category } = await searchParams;
  return (
    <PostsMessages>
      <LibraryScreen key={libraryTabOf(category)} tab={libraryTabOf(category)} mediaBase={postMediaBase()} />
    </PostsMessages>
  );
}
