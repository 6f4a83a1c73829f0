import { LAZY_MARGIN } from '@/lib/async/lazy-margin';

/** Spec 9: "Image lazy-loading margin 200px; default image quality 75. Images on the product's image host are resized to webp." */
export const IMAGE_LAZY_MARGIN = LAZY_MARGIN;
export const IMAGE_QUALITY = 75;

/** Widths the image optimiser is asked for (Next's default device and image sizes). */
const WIDTHS = [64, 96, 128, 256, 384, 640, 750, 828, 1080] as const;

/**
 * The address an <img> loads for a product image shown `cssWidth` px wide on a 2x screen: a raster
 * image of this site goes through the image optimiser (resized, webp, quality 75); SVG art (scalable,
 * already small) and images of other hosts (the optimiser serves this site's images only) as they are.
 */
export function productImageSrc(url: string, cssWidth: number): string {
  const src = url.trim();
  if (!src.startsWith('/') || src.startsWith('//') || /\.svg($|\?)/i.test(src)) return src;
  const wanted = cssWidth * 2;
  const width = WIDTHS.find((w) => w >= wanted) ?? WIDTHS[WIDTHS.length - 1];
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;
}
