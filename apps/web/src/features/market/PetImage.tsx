'use client';

import { useApiUrl } from '@/lib/api/api-provider';

/**
 * A listed pet's picture: the API's own drawing (/pet/image/<id>.svg, the listing's `image_url`) on
 * the pet group's host. A listing carries the pet's species and rarity only, not the traits the pets'
 * screens draw from.
 */
export function PetImage({ path, alt, size }: { path: string; alt: string; size: number }) {
  const src = useApiUrl('pet', path);
  // biome-ignore lint/performance/noImgElement: a small SVG from the API; next/image adds nothing to it
  return <img src={src} width={size} height={size} alt={alt} loading="lazy" className="mx-auto" />;
}
