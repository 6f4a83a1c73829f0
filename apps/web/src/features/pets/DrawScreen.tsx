'use client';

import type { PetView } from '@app/shared/pets/pet-contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useUserStore } from '@/shell/session/user-store';
import { OddsTable } from './OddsTable';
import { petPagePath, RARITY_TONE } from './PetCard';
import { PetPicture } from './PetPicture';
import { PetScreenFrame, SignInFirst } from './PetScreenFrame';
import { newRequestId, petFailure } from './pet-failure';
import { useDrawPet, useDrawSeed, usePetConfig } from './pet-queries';

/**
 * /petV2/draw (issue 17): the price, the published odds, the hash of the seed that decides the next draw,
 * and the draw itself with its reveal (an egg that shakes, then hatches into the pet).
 */
export function DrawScreen() {
  const t = useTranslations('pets');
  const locale = useLocale();
  const status = useUserStore((s) => s.status);
  const config = usePetConfig();
  const seed = useDrawSeed();
  const draw = useDrawPet();
  const [pet, setPet] = useState<PetView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per press: a retry of the same press (a lost answer) draws once.
  const key = useRef(newRequestId());
  const onDraw = () => {
    setPet(null);
    setFailure(null);
    draw.mutate(key.current, {
      onSuccess: (drawn) => {
        key.current = newRequestId();
        setPet(drawn);
      },
      onError: (error) => {
        const reason = petFailure(error);
        if (reason !== 'other') key.current = newRequestId();
        setFailure(t(`failure_${reason}`));
      },
    });
  };
  return (
    <PetScreenFrame title={t('draw_title')} backHref={`/${locale}/petV2`}>
      <section className="flex flex-col items-center gap-3 rounded-2xl bg-white p-4 text-center">
        <div className="flex h-[200px] items-center justify-center" aria-live="polite">
          {draw.isPending ? (
            <Egg shaking />
          ) : pet ? (
            <div
              className="animate-pet-hatch motion-reduce:animate-none flex flex-col items-center gap-2"
              data-testid="draw-result"
            >
              <PetPicture traits={pet.traits} petId={pet.pet_id} size={180} />
            </div>
          ) : (
            <Egg />
          )}
        </div>
        {pet && (
          <div className="flex flex-col items-center gap-2">
            <p className="text-headline text-ink">
              {t('you_drew', { rarity: t(`rarity_${pet.traits.rarity}`), species: t(`species_${pet.traits.species}`) })}
            </p>
            <Badge tone={RARITY_TONE[pet.traits.rarity]}>{t(`rarity_${pet.traits.rarity}`)}</Badge>
            <ButtonLink
              href={`/${locale}${petPagePath(pet.pet_id)}`}
              size="sm"
              variant="secondary"
              data-testid="draw-open-pet"
            >
              {t('open_pet')}
            </ButtonLink>
          </div>
        )}
        {failure && (
          <p role="alert" className="text-callout text-danger" data-testid="draw-failure">
            {failure}
          </p>
        )}
        {status === 'signed-out' ? (
          <SignInFirst />
        ) : (
          <Button block onClick={onDraw} loading={draw.isPending} disabled={!config.data} data-testid="draw-button">
            {config.data ? t('draw_for', { price: config.data.draw_price, coin: config.data.coin }) : t('draw')}
          </Button>
        )}
        {seed.data && (
          <p className="w-full text-left text-micro break-all text-muted" data-testid="draw-seed-hash">
            {t('seed_hash', { hash: seed.data.current.server_seed_hash, nonce: seed.data.current.nonce })}
          </p>
        )}
      </section>
      <OddsTable />
    </PetScreenFrame>
  );
}

/** The egg a draw hatches from (animations in app/globals.css: pet-shake, pet-hatch). */
function Egg({ shaking = false }: { shaking?: boolean }) {
  return (
    <svg
      viewBox="0 0 120 150"
      width="120"
      height="150"
      className={shaking ? 'animate-pet-shake motion-reduce:animate-none' : undefined}
      aria-hidden="true"
    >
      <ellipse cx="60" cy="82" rx="50" ry="64" fill="#fef3c7" stroke="#d97706" strokeWidth="4" />
      <path
        d="M22 70 l12 -10 l12 10 l12 -10 l12 10 l12 -10 l12 10 l12 -10"
        fill="none"
        stroke="#f59e0b"
        strokeWidth="4"
      />
      <circle cx="42" cy="104" r="7" fill="#fcd34d" />
      <circle cx="78" cy="112" r="9" fill="#fcd34d" />
    </svg>
  );
}
