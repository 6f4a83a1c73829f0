'use client';

import type { PetView } from '@app/shared/pets/pet-contracts';
import { useFormatter, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { RARITY_TONE } from '../PetCard';
import { PetPicture } from '../PetPicture';
import { newRequestId } from '../pet-failure';
import { gameFailure } from './petgame-failure';
import { usePlayPet } from './petgame-queries';
import { useCountUp } from './use-count-up';

type Played = { reward: string; coin: string; outcome: string; capped: boolean };

/**
 * One pet I keep, ready to play or resting: the pet hops while its round runs, then the reward pops up
 * and counts up. One request id per press, so a lost answer retried plays once.
 */
export function PlayPetCard({ pet, restingUntil, now }: { pet: PetView; restingUntil?: number; now: number }) {
  const t = useTranslations('petgame');
  const tp = useTranslations('pets');
  const format = useFormatter();
  const play = usePlayPet();
  const [played, setPlayed] = useState<Played | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef(newRequestId());
  const resting = restingUntil !== undefined && restingUntil > now;
  const listed = pet.state === 'locked';
  const onPlay = () => {
    setPlayed(null);
    setFailure(null);
    play.mutate(
      { petId: pet.pet_id, requestId: key.current },
      {
        onSuccess: (r) => {
          key.current = newRequestId();
          setPlayed({ reward: r.reward, coin: r.coin, outcome: r.outcome, capped: r.capped });
        },
        onError: (error) => {
          const why = gameFailure(error);
          if (why.key !== 'other') key.current = newRequestId();
          setFailure(why.ns === 'petgame' ? t(`failure_${why.key}`) : tp(`failure_${why.key}`));
        },
      },
    );
  };
  return (
    <li className="flex items-center gap-3 rounded-2xl bg-white p-3" data-testid="petgame-pet">
      <div className="relative flex h-[96px] w-[96px] shrink-0 items-end justify-center">
        <PetPicture
          traits={pet.traits}
          petId={pet.pet_id}
          size={88}
          className={play.isPending ? 'animate-pet-play motion-reduce:animate-none' : undefined}
        />
        {play.isPending && <Ball />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate text-body text-ink">
          {tp(`species_${pet.traits.species}`)} · {tp('level_short', { level: pet.level })}
        </p>
        <div>
          <Badge tone={RARITY_TONE[pet.traits.rarity]}>{tp(`rarity_${pet.traits.rarity}`)}</Badge>
        </div>
        {played && <Reward played={played} />}
        {failure && (
          <p role="alert" className="text-caption text-danger" data-testid="petgame-failure">
            {failure}
          </p>
        )}
        {resting && !played ? (
          <p className="text-caption text-muted" data-testid="petgame-resting">
            {t('resting_until', { time: format.dateTime(restingUntil, { hour: '2-digit', minute: '2-digit' }) })}
          </p>
        ) : listed ? (
          <p className="text-caption text-muted">{tp('state_locked')}</p>
        ) : (
          !played && (
            <Button size="sm" onClick={onPlay} loading={play.isPending} data-testid="petgame-play">
              {t('play')}
            </Button>
          )
        )}
      </div>
    </li>
  );
}

/** What the round gave: the outcome and the reward counting up. */
function Reward({ played }: { played: Played }) {
  const t = useTranslations('petgame');
  const target = Number(played.reward);
  const shown = useCountUp(target);
  const decimals = played.reward.includes('.') ? (played.reward.split('.')[1]?.length ?? 0) : 0;
  return (
    <div className="animate-coin-pop motion-reduce:animate-none" aria-live="polite" data-testid="petgame-reward">
      <p className="text-headline text-[#7C3AED]">{`+${shown.toFixed(decimals)} ${played.coin}`}</p>
      <p className="text-caption text-muted">
        {t(`outcome_${played.outcome}`)}
        {played.capped ? ` · ${t('capped')}` : ''}
      </p>
    </div>
  );
}

/** The ball the pet chases while its round runs. */
function Ball() {
  return (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      className="absolute right-0 bottom-1 animate-bounce"
      aria-hidden="true"
    >
      <circle cx="10" cy="10" r="9" fill="#F472B6" stroke="#BE185D" strokeWidth="2" />
      <path d="M2 10 h16" stroke="#FDE68A" strokeWidth="2" />
    </svg>
  );
}
