import { petSvg } from '@app/shared/pets/pet-art';
import type { PetTraits } from '@app/shared/pets/pet-traits';
import { useMemo } from 'react';

/**
 * A pet's picture, drawn here from its traits with the same code the API serves at /pet/image/<id>.svg
 * (@app/shared/pets/pet-art): no request per picture, and the same look everywhere.
 */
export function PetPicture({
  traits,
  petId,
  size,
  className,
}: {
  traits: PetTraits;
  petId: string;
  size: number;
  className?: string;
}) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(petSvg(traits, petId))}`,
    [traits, petId],
  );
  // biome-ignore lint/performance/noImgElement: an inline SVG data URL; next/image adds nothing to it
  return <img src={src} width={size} height={size} alt={`${traits.rarity} ${traits.species}`} className={className} />;
}
