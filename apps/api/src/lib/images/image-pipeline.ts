import { BodyCode } from '@app/shared';
import sharp from 'sharp';
import { ApiError } from '../api-error';
import { type SniffedFormat, sniffImageFormat } from './image-sniff';

/** One stored size of an image: a short name used in its key and URL, and its box. */
export interface ImageVariant {
  name: 'l' | 's';
  width: number;
  height: number;
  /**
   * 'cover' (the default) crops to the box exactly (avatars, share cards); 'inside' keeps the picture's
   * proportions within the box and never enlarges it (a post's pictures, shown as the author framed them).
   */
  fit?: 'cover' | 'inside';
}

export interface ImageLimits {
  /** Largest file, bytes. */
  maxBytes: number;
  /** Largest width x height before decoding (a small file can declare a huge canvas: a decompression bomb). */
  maxPixels: number;
}

/** Spec 9: "default image quality 75"; "images ... are resized to webp". */
const WEBP_QUALITY = 75;

export interface ProcessedImage {
  source: SniffedFormat;
  /** Each variant's bytes and its real pixel size (an 'inside' variant is often smaller than its box). */
  variants: { variant: ImageVariant; bytes: Buffer; width: number; height: number }[];
}

/**
 * The image pipeline (issue 18; posts reuse it): the format sniffed from the bytes, the size and the
 * pixel count checked before any decoding, then each variant decoded once from the first frame,
 * turned upright by its EXIF orientation, cover-cropped to its box (or fitted inside it) and written as WebP. sharp writes no
 * metadata unless asked, so EXIF (GPS, camera), ICC and XMP of the upload are dropped. Refusals are
 * ApiErrors with the limit in `data`; nothing is stored by this function either way.
 */
export async function processImage(
  bytes: Buffer,
  variants: readonly ImageVariant[],
  limits: ImageLimits,
): Promise<ProcessedImage> {
  if (bytes.length > limits.maxBytes) {
    throw new ApiError(BodyCode.IMAGE_TOO_LARGE, undefined, { max_bytes: limits.maxBytes });
  }
  const source = sniffImageFormat(bytes);
  if (!source) throw new ApiError(BodyCode.IMAGE_NOT_AN_IMAGE);
  const open = () =>
    // limitInputPixels makes libvips itself refuse a bigger canvas too, whatever the header said.
    sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error', animated: false });
  let width: number | undefined;
  let height: number | undefined;
  const tooManyPixels = () => new ApiError(BodyCode.IMAGE_TOO_MANY_PIXELS, undefined, { max_pixels: limits.maxPixels });
  try {
    // Reads the header only; libvips already refuses a canvas over limitInputPixels here.
    ({ width, height } = await open().metadata());
  } catch (error) {
    throw isPixelLimit(error) ? tooManyPixels() : new ApiError(BodyCode.IMAGE_NOT_AN_IMAGE);
  }
  if (!width || !height) throw new ApiError(BodyCode.IMAGE_NOT_AN_IMAGE);
  if (width * height > limits.maxPixels) throw tooManyPixels();
  try {
    const out = await Promise.all(
      variants.map(async (variant) => {
        const resize =
          variant.fit === 'inside'
            ? ({ fit: 'inside', withoutEnlargement: true } as const)
            : ({ fit: 'cover', position: 'attention' } as const);
        const { data, info } = await open()
          .rotate()
          .resize(variant.width, variant.height, resize)
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { variant, bytes: data, width: info.width, height: info.height };
      }),
    );
    return { source, variants: out };
  } catch (error) {
    if (isPixelLimit(error)) throw tooManyPixels();
    // A header that parses over a body that does not (truncated, corrupt): not a usable image.
    throw new ApiError(BodyCode.IMAGE_NOT_AN_IMAGE);
  }
}

/** sharp's refusal of a canvas over limitInputPixels ("Input image exceeds pixel limit"). */
function isPixelLimit(error: unknown): boolean {
  return /pixel limit/i.test(String((error as Error | undefined)?.message));
}
