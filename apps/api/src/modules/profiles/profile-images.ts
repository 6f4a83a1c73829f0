import { randomBytes } from 'node:crypto';
import { BodyCode } from '@app/shared';
import type { ImagePurpose, ImageUrls, UploadedImage } from '@app/shared/profiles/profile-contracts';
import type { Db, DbOrTrx } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { type ImageLimits, type ImageStore, type ImageVariant, processImage } from '../../lib/images';
import { profileRepository } from './profile.repository';

/**
 * The fixed sizes each use is cut to (cover-cropped): "l" for pages and share cards, "s" for lists.
 * A background's 1200 x 630 is the share image size the social networks ask for (spec 2.1's og:image).
 */
export const IMAGE_VARIANTS: Record<ImagePurpose, readonly ImageVariant[]> = {
  avatar: [
    { name: 'l', width: 256, height: 256 },
    { name: 's', width: 96, height: 96 },
  ],
  background: [
    { name: 'l', width: 1200, height: 630 },
    { name: 's', width: 600, height: 315 },
  ],
  product: [
    { name: 'l', width: 600, height: 600 },
    { name: 's', width: 200, height: 200 },
  ],
  // A post's picture (modules/posts) keeps its proportions: at most 1280 wide or high, 480 for lists.
  post: [
    { name: 'l', width: 1280, height: 1280, fit: 'inside' },
    { name: 's', width: 480, height: 480, fit: 'inside' },
  ],
};

/** Where the media route serves an image: stable (the bytes behind a key never change), so cached for a year. */
export const MEDIA_PATH = '/profile/media';

export function imageUrls(id: string): ImageUrls {
  return { url: `${MEDIA_PATH}/${id}-l.webp`, thumb_url: `${MEDIA_PATH}/${id}-s.webp` };
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function newImageId(): string {
  return Array.from(randomBytes(16), (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

/** Uploads of profile images: the pipeline, the store, and the record of who uploaded what for which use. */
export class ProfileImages {
  constructor(
    private readonly db: Db,
    private readonly store: ImageStore,
    private readonly limits: ImageLimits,
    private readonly clock: () => number,
  ) {}

  /**
   * Processes and stores an upload; a refused one (ApiError) stores nothing. `width` and `height` are
   * the large variant's real size (a post's block carries them).
   */
  async upload(
    ownerId: number,
    purpose: ImagePurpose,
    bytes: Buffer,
  ): Promise<UploadedImage & { width: number; height: number }> {
    const processed = await processImage(bytes, IMAGE_VARIANTS[purpose], this.limits);
    const id = newImageId();
    for (const { variant, bytes: webp } of processed.variants) await this.store.put(`${id}-${variant.name}.webp`, webp);
    // Written after the files: a row always has its files (files without a row are never linked to).
    await profileRepository.insertImage(this.db, {
      id,
      owner_id: ownerId,
      purpose,
      source_format: processed.source,
      created_at: this.clock(),
    });
    const large = processed.variants[0];
    return { image_id: id, purpose, ...imageUrls(id), width: large?.width ?? 0, height: large?.height ?? 0 };
  }

  /** An image this player uploaded for this use, else IMAGE_NOT_FOUND (someone else's id changes nothing). */
  async ownImage(db: DbOrTrx, ownerId: number, id: string, purpose: ImagePurpose): Promise<string> {
    const image = await profileRepository.image(db, id);
    if (!image || image.owner_id !== ownerId || image.purpose !== purpose) throw new ApiError(BodyCode.IMAGE_NOT_FOUND);
    return image.id;
  }

  /** The stored bytes behind a media key (the media route). */
  read(key: string): Promise<Buffer | undefined> {
    return this.store.get(key);
  }
}
