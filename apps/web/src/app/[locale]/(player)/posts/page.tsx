import { FeedScreen } from '@/features/posts/FeedScreen';
import { PostsMessages } from '@/features/posts/PostsMessages';
import { postMediaBase } from '@/features/posts/post-media-base';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('posts', 'feed_title');

/** /posts (issue 18 item 3; docs/decisions.md): the community's recommended feed, open to everyone. */
export default function FeedPage() {
  return (
    <PostsMessages>
      <FeedScreen mediaBase={postMediaBase()} />
    </PostsMessages>
  );
}
