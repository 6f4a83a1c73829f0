'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { SkeletonText } from '@/components/ui/SkeletonText';
import { useUserStore } from '@/shell/session/user-store';
import { PetGridSkeleton, PetLoadError, PetScreenFrame, SignInFirst } from '../PetScreenFrame';
import { useMyPets } from '../pet-queries';
import { GameRules } from './GameRules';
import { PlayPetCard } from './PlayPetCard';
import { useGameState, useNextSeed } from './petgame-queries';
import { TodayCard } from './TodayCard';

/**
 * /petGame (issue 17, spec 2.4): the pets I keep play rounds for HAPPY within a daily cap; today's
 * earned against the cap, each pet's rest, and the rules (docs/pets.md "Playing").
 */
export function PetGameScreen() {
  const t = useTranslations('petgame');
  const locale = useLocale();
  const status = useUserStore((s) => s.status);
  return (
    <PetScreenFrame title={t('game_title')} backHref={`/${locale}/petV2`}>
      {status === 'signed-out' ? <SignInFirst /> : status === 'signed-in' ? <Game /> : <PetGridSkeleton />}
    </PetScreenFrame>
  );
}

function Game() {
  const t = useTranslations('petgame');
  const locale = useLocale();
  const state = useGameState();
  const pets = useMyPets();
  const seed = useNextSeed('pet-game');
  const now = useNow();
  if (state.isError)
    return <PetLoadError error={state.error} onRetry={() => void state.refetch()} busy={state.isFetching} />;
  if (pets.isError)
    return <PetLoadError error={pets.error} onRetry={() => void pets.refetch()} busy={pets.isFetching} />;
  if (state.isPending || pets.isPending)
    return (
      <>
        <SkeletonText lines={2} />
        <PetGridSkeleton />
      </>
    );
  const kept = [...pets.data.owned.filter((p) => p.keeper), ...pets.data.renting];
  const restUntil = new Map(state.data.resting.map((r) => [r.pet_id, r.next_play_at]));
  return (
    <>
      <TodayCard today={state.data.today} coin={state.data.coin} />
      {kept.length === 0 ? (
        <section
          className="flex flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center"
          data-testid="petgame-empty"
        >
          <p className="text-headline text-ink">{t('empty_title')}</p>
          <p className="text-body text-muted">{t('empty_body')}</p>
          <div className="grid w-full grid-cols-2 gap-2">
            <ButtonLink href={`/${locale}/petV2/draw?inner=1`} size="sm">
              {t('draw_a_pet')}
            </ButtonLink>
            <ButtonLink href={`/${locale}/rollnft`} size="sm" variant="secondary">
              {t('roll_title')}
            </ButtonLink>
          </div>
        </section>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="petgame-pets">
          {kept.map((pet) => (
            <PlayPetCard key={pet.pet_id} pet={pet} restingUntil={restUntil.get(pet.pet_id)} now={now} />
          ))}
        </ul>
      )}
      <GameRules config={state.data} seedHash={seed.data?.current.server_seed_hash} />
    </>
  );
}

/** The time, refreshed every 30 s, so a pet's rest ends on the page without a reload. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
