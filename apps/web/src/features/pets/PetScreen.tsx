'use client';

import type { PetView } from '@app/shared/pets/pet-contracts';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/Badge';
import { SkeletonText } from '@/components/ui/SkeletonText';
import { Link } from '@/i18n/navigation';
import { FeedAction, RentAction, RentOfferAction, TransferAction } from './PetActions';
import { LevelBar, RARITY_TONE } from './PetCard';
import { PetPicture } from './PetPicture';
import { PetLoadError, PetScreenFrame } from './PetScreenFrame';
import { usePet } from './pet-queries';

/**
 * /petV2/pet/[petId] (an inner petV2 page): one pet, its look and level, and what the viewer may do with
 * it. `sell` is the market's Sell action (given by the page), shown to the owner of a free pet.
 */
export function PetScreen({ petId, sell }: { petId: string; sell?: ReactNode }) {
  const t = useTranslations('pets');
  const locale = useLocale();
  const pet = usePet(petId);
  return (
    <PetScreenFrame title={t('pet_title')} backHref={`/${locale}/petV2`}>
      {pet.isPending ? (
        <div className="rounded-2xl bg-white p-4">
          <SkeletonText lines={6} />
        </div>
      ) : pet.isError ? (
        <PetLoadError error={pet.error} onRetry={() => void pet.refetch()} busy={pet.isFetching} />
      ) : (
        <PetBody pet={pet.data} sell={sell} />
      )}
    </PetScreenFrame>
  );
}

function PetBody({ pet, sell }: { pet: PetView; sell?: ReactNode }) {
  const t = useTranslations('pets');
  const format = (ms: number) => new Date(ms).toLocaleString();
  return (
    <>
      <section
        className="flex flex-col items-center gap-3 rounded-2xl bg-white p-4"
        data-testid="pet-page"
        data-pet-id={pet.pet_id}
      >
        <PetPicture traits={pet.traits} petId={pet.pet_id} size={220} />
        <div className="flex items-center gap-2">
          <Badge tone={RARITY_TONE[pet.traits.rarity]}>{t(`rarity_${pet.traits.rarity}`)}</Badge>
          <span className="text-headline text-ink">{t(`species_${pet.traits.species}`)}</span>
        </div>
        <p className="text-micro text-muted">{pet.pet_id}</p>
        <div className="w-full">
          <LevelBar pet={pet} />
        </div>
        <dl className="grid w-full grid-cols-2 gap-x-3 gap-y-1 text-callout">
          <dt className="text-muted">{t('owner')}</dt>
          <dd className="text-right text-ink" data-testid="pet-owner">
            <Link href={`/space?user_id=${pet.owner_id}`} className="text-link">
              {pet.owner_name || `#${pet.owner_id}`}
            </Link>
          </dd>
          <dt className="text-muted">{t('eyes')}</dt>
          <dd className="text-right text-ink">{t(`eyes_${pet.traits.eyes}`)}</dd>
          <dt className="text-muted">{t('pattern')}</dt>
          <dd className="text-right text-ink">{t(`pattern_${pet.traits.pattern}`)}</dd>
          {pet.traits.accessory !== 'none' && (
            <>
              <dt className="text-muted">{t('wears')}</dt>
              <dd className="text-right text-ink">{t(`accessory_${pet.traits.accessory}`)}</dd>
            </>
          )}
          <dt className="text-muted">{t('state')}</dt>
          <dd className="text-right text-ink" data-testid="pet-state">
            {t(`state_${pet.state}`)}
          </dd>
        </dl>
        {pet.rental && (
          <p className="w-full rounded-xl bg-amber-50 p-2 text-caption text-ink" data-testid="pet-rental">
            {t('rented_by', {
              name: pet.rental.renter_name || `#${pet.rental.renter_id}`,
              until: format(pet.rental.until),
            })}
          </p>
        )}
      </section>
      {pet.keeper && <FeedAction pet={pet} />}
      {pet.mine && pet.state !== 'rented' && pet.state !== 'locked' && sell}
      {pet.mine && pet.state !== 'rented' && pet.state !== 'locked' && <TransferAction pet={pet} />}
      {pet.mine && pet.state !== 'locked' && <RentOfferAction pet={pet} />}
      {!pet.mine && pet.state === 'offered' && <RentAction pet={pet} />}
      <details className="rounded-2xl bg-white p-4 text-caption text-muted">
        <summary className="text-callout text-ink">{t('fairness')}</summary>
        <p className="mt-2 break-all">{t('fair_hash', { hash: pet.fair.server_seed_hash })}</p>
        <p className="break-all">{t('fair_round', { client: pet.fair.client_seed, nonce: pet.fair.nonce })}</p>
        <p className="break-all">
          {pet.fair.server_seed ? t('fair_seed', { seed: pet.fair.server_seed }) : t('fair_hidden')}
        </p>
      </details>
    </>
  );
}
