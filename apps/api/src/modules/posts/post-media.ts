import { BodyCode } from '@app/shared';
import { POST_MEDIA_PATH_PATTERN, type PostBlock, type PostImage } from '@app/shared/posts/post-contracts';
import type { DbOrTrx } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import type { PostsPorts } from './posts.ports';

/** Every media address a post carries, with the field a refusal names. */
function mediaOf(cover: PostImage | null | undefined, blocks: readonly PostBlock[]): { field: string; url: string }[] {
  const found = cover ? [{ field: 'cover.url', url: cover.url }] : [];
  blocks.forEach((block, i) => {
    if (block.type === 'image' || block.type === 'gif') found.push({ field: `blocks.${i}.url`, url: block.url });
    if (block.type === 'video') {
      found.push({ field: `blocks.${i}.url`, url: block.url }, { field: `blocks.${i}.cover`, url: block.cover });
    }
  });
  return found;
}

/**
 * A post's pictures and videos are either the author's own uploads for posts (a path of the image
 * pipeline: checked against the upload records, 1286 otherwise) or https addresses on the allow-list
 * POSTS_MEDIA_HOSTS (1342 otherwise). The contract already refused every other scheme.
 */
export async function checkPostMedia(
  db: DbOrTrx,
  images: PostsPorts['images'],
  allowedHosts: ReadonlySet<string>,
  userId: number,
  cover: PostImage | null | undefined,
  blocks: readonly PostBlock[],
): Promise<void> {
  for (const { field, url } of mediaOf(cover, blocks)) {
    if (POST_MEDIA_PATH_PATTERN.test(url)) {
      const id = url.slice(url.lastIndexOf('/') + 1, url.lastIndexOf('/') + 17);
      // Named by field, so the composer can point at the block (1286: not an upload of mine for posts).
      await images.ownImage(db, userId, id, 'post').catch(() => {
        throw new ApiError(BodyCode.IMAGE_NOT_FOUND, undefined, { field });
      });
      continue;
    }
    if (!allowedHosts.has(new URL(url).hostname.toLowerCase())) {
      throw new ApiError(BodyCode.POST_MEDIA_NOT_ALLOWED, undefined, { field, hosts: [...allowedHosts] });
    }
  }
}
