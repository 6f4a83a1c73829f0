import { ZPostId } from '@app/shared/posts/post-contracts';
import { notFound } from 'next/navigation';
import { ComposerScreen } from '@/features/posts/ComposerScreen';
import { PostsMessages } from '@/features/posts/PostsMessages';
import { postMediaBase } from '@/features/posts/post-media-base';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('posts', 'edit_title');

type Props = { params: Promise<{ locale: string; postId: string }> };

/** /posts/[postId]/edit (issue 18 item 3): the composer on my post; signed in (asked in place, see route-table.ts). */
export default async function EditPostPage({ params }: Props) {
  const { postId } = await params;
  if (!ZPostId.safeParse(postId).success) notFound();
  return (
    <PostsMessages>
      <ComposerScreen postId={postId} mediaBase={postMediaBase()} />
    </PostsMessages>
  );
}
