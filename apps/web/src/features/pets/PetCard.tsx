'use client';

import type { PetView } from '@app/shared/pets/pet-contracts';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Link } from '@/i18n/navigation';
import { PetPicture } from './PetPicture';

export const RARITY_TONE: Record<PetView['traits']['rarity'], BadgeTone> = {
  common: 'neutral',
  rare: 'primary',
  epic: 'accent',
  legendary: 'warning',
};

/** The path of a pet's own page (an inner petV2 page: spec 2.2, back to / by spec 2.7). */
export const petPagePath = (petId: string) => `/petV2/pet/${petId}?inner=1`;

/** One pet in a grid: picture, rarity, level, and its state when it is not idle. */
export function PetCard({ pet }: { pet: PetView }) {
  const t = useTranslations('pets');
  return (
    <Link
      href={petPagePath(pet.pet_id)}
      className="flex flex-col items-center gap-1 rounded-2xl bg-white p-2 shadow-sm active:scale-[0.98]"
      data-testid="pet-card"
      data-pet-id={pet.pet_id}
    >
      <PetPicture traits={pet.traits} petId={pet.pet_id} size={120} className="size-[120px]" />
      <div className="flex flex-wrap items-center justify-center gap-1">
        <Badge tone={RARITY_TONE[pet.traits.rarity]}>{t(`rarity_${pet.traits.rarity}`)}</Badge>
        <Badge>{t('level_short', { level: pet.level })}</Badge>
      </div>
      <p className="text-caption text-ink">{t(`species_${pet.traits.species}`)}</p>
      {pet.state !== 'idle' && <p className="text-micro text-muted">{t(`state_${pet.state}`)}</p>}
    </Link>
  );
}

/** Pets in a two-column grid. */
export function PetGrid({ pets, testId }: { pets: readonly PetView[]; testId?: string }) {
  return (
    <div className="grid grid-cols-2 gap-3" data-testid={testId}>
      {pets.map((p) => (
        <PetCard key={p.pet_id} pet={p} />
      ))}
    </div>
  );
}

/** The level bar: xp within the current level. */
export function LevelBar({ pet }: { pet: PetView }) {
  const t = useTranslations('pets');
  const span = pet.next_level_xp === null ? 1 : pet.next_level_xp - pet.level_xp;
  const done = pet.next_level_xp === null ? 1 : (pet.xp - pet.level_xp) / span;
  return (
    <div className="flex flex-col gap-1" data-testid="pet-level">
      <div className="flex justify-between text-caption text-muted">
        <span>{t('level', { level: pet.level })}</span>
        <span>{pet.next_level_xp === null ? t('top_level') : t('xp_of', { xp: pet.xp, next: pet.next_level_xp })}</span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-neutral-200">
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${Math.round(done * 100)}%` }}
        />
      </div>
    </div>
  );
}
