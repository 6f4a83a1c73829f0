'use client';

import { createContext, type ReactNode, useContext } from 'react';

/**
 * The host of the pet group (spec 7.1), where the API draws pets (/pet/image/<id>.svg). The market's
 * pages read it on the server (resolveApiBaseUrls) and hand it down, so the shared layout carries
 * nothing for it.
 */
const PetImageBase = createContext('');

export function PetImageBaseProvider({ base, children }: { base: string; children: ReactNode }) {
  return <PetImageBase.Provider value={base}>{children}</PetImageBase.Provider>;
}

/**
 * A listed pet's picture: the API's own drawing (the listing's `image_url`). A listing carries the
 * pet's species and rarity only, not the traits the pets' screens draw from.
 */
export function PetImage({ path, alt, size }: { path: string; alt: string; size: number }) {
  const base = useContext(PetImageBase);
  // biome-ignore lint/performance/noImgElement: a small SVG from the API; next/image adds nothing to it
  return <img src={`${base}${path}`} width={size} height={size} alt={alt} loading="lazy" className="mx-auto" />;
}
