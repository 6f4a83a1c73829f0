import { ComposerScreen } from '@/features/posts/ComposerScreen';
import { PostsMessages } from '@/features/posts/PostsMessages';
import { postMediaBase } from '@/features/posts/post-media-base';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('posts', 'new_title');

/** /posts/new (issue 18 item 3, signed in): the composer. */
export default function NewPostPage() {
  return (
    <PostsMessages>
      <ComposerScreen postId={null} mediaBase={postMediaBase()} />
    </PostsMessages>
  );
}
