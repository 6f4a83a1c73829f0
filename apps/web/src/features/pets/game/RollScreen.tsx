'use client';

import type { PetRoll } from '@app/shared/pets/petgame-contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { SkeletonText } from '@/components/ui/SkeletonText';
import { drawFairnessPath } from '@/lib/routes/game-paths';
import { useUserStore } from '@/shell/session/user-store';
import { petPagePath } from '../PetCard';
import { PetPicture } from '../PetPicture';
import { PetLoadError, PetScreenFrame, SignInFirst } from '../PetScreenFrame';
import { newRequestId } from '../pet-failure';
import { gameFailure } from './petgame-failure';
import { useNextSeed, useRevealSeed, useRollConfig, useRollHistory, useRollNft } from './petgame-queries';
import { RollOdds } from './RollOdds';
import { RollReel } from './RollReel';
import { useCountUp } from './use-count-up';

/**
 * /rollnft (issue 17, spec 2.2): pay the price, the reel runs and stops on the prize the player's
 * `pet-roll` round picked (a pet minted for them, or coins); the seed's hash before, and after the roll
 * a way to reveal the seed and verify it on the fairness page (docs/pets.md "Rolling for a pet").
 */
export function RollScreen() {
  const t = useTranslations('petgame');
  const locale = useLocale();
  const status = useUserStore((s) => s.status);
  const config = useRollConfig();
  return (
    <PetScreenFrame title={t('roll_title')} backHref={`/${locale}/petV2`}>
      {config.isError ? (
        <PetLoadError error={config.error} onRetry={() => void config.refetch()} busy={config.isFetching} />
      ) : config.isPending ? (
        <SkeletonText lines={5} />
      ) : (
        <>
          {status === 'signed-out' ? (
            <SignInFirst />
          ) : (
            <Roller prizes={config.data.prizes} price={config.data.price} coin={config.data.coin} />
          )}
          <RollOdds config={config.data} />
        </>
      )}
    </PetScreenFrame>
  );
}

function Roller({
  prizes,
  price,
  coin,
}: {
  prizes: Parameters<typeof RollReel>[0]['prizes'];
  price: string;
  coin: string;
}) {
  const t = useTranslations('petgame');
  const tp = useTranslations('pets');
  const roll = useRollNft();
  const seed = useNextSeed('pet-roll');
  const [result, setResult] = useState<PetRoll | null>(null);
  const [landed, setLanded] = useState(false);
  const [spin, setSpin] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef(newRequestId());
  const onLanded = useCallback(() => setLanded(true), []);
  const onRoll = () => {
    setResult(null);
    setLanded(false);
    setFailure(null);
    setSpin((n) => n + 1);
    roll.mutate(key.current, {
      onSuccess: (r) => {
        key.current = newRequestId();
        setResult(r);
      },
      onError: (error) => {
        const why = gameFailure(error);
        if (why.key !== 'other') key.current = newRequestId();
        setFailure(why.ns === 'petgame' ? t(`failure_${why.key}`) : tp(`failure_${why.key}`));
      },
    });
  };
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl bg-white p-4 text-center">
      <RollReel prizes={prizes} landOn={result?.prize_index ?? null} spin={spin} onLanded={onLanded} />
      <div className="min-h-[120px] w-full" aria-live="polite">
        {result && landed && <Prize roll={result} />}
        {failure && (
          <p role="alert" className="text-callout text-danger" data-testid="roll-failure">
            {failure}
          </p>
        )}
      </div>
      <Button block onClick={onRoll} loading={roll.isPending || (result !== null && !landed)} data-testid="roll-button">
        {t('roll_for', { price, coin })}
      </Button>
      {seed.data && (
        <p className="w-full text-left text-micro break-all text-muted" data-testid="roll-seed-hash">
          {t('roll_seed_hash', { hash: seed.data.current.server_seed_hash, nonce: seed.data.current.nonce })}
        </p>
      )}
      <LastRoll />
    </section>
  );
}

/** The prize once the reel stopped: the pet (it hatches) with its page, or the coins counting up. */
function Prize({ roll }: { roll: PetRoll }) {
  const t = useTranslations('petgame');
  const tp = useTranslations('pets');
  const locale = useLocale();
  const coins = useCountUp(roll.prize.amount ? Number(roll.prize.amount) : 0);
  if (roll.pet)
    return (
      <div className="flex flex-col items-center gap-1" data-testid="roll-result">
        <div className="animate-pet-hatch motion-reduce:animate-none">
          <PetPicture traits={roll.pet.traits} petId={roll.pet.pet_id} size={120} />
        </div>
        <p className="text-headline text-ink">
          {t('won_pet', {
            rarity: tp(`rarity_${roll.pet.traits.rarity}`),
            species: tp(`species_${roll.pet.traits.species}`),
          })}
        </p>
        <ButtonLink
          href={`/${locale}${petPagePath(roll.pet.pet_id)}`}
          size="sm"
          variant="secondary"
          data-testid="roll-open-pet"
        >
          {tp('open_pet')}
        </ButtonLink>
      </div>
    );
  return (
    <div
      className="flex flex-col items-center gap-1 animate-coin-pop motion-reduce:animate-none"
      data-testid="roll-result"
    >
      <p className="text-title text-[#B45309]">{`+${Math.round(coins)} ${roll.coin}`}</p>
      <p className="text-callout text-muted">{t('won_coins')}</p>
    </div>
  );
}

/** My last roll's fairness: reveal its seed (starts a new pair) and verify it on the fairness page. */
function LastRoll() {
  const t = useTranslations('petgame');
  const locale = useLocale();
  const history = useRollHistory();
  const reveal = useRevealSeed('pet-roll');
  const last = history.data?.rolls[0];
  if (!last) return null;
  const f = last.fair;
  return (
    <div className="flex w-full flex-col gap-2 border-t border-neutral-100 pt-3 text-left" data-testid="roll-fairness">
      <p className="text-caption text-muted break-all">
        {t('roll_fair', { hash: f.server_seed_hash, client: f.client_seed, nonce: f.nonce })}
      </p>
      {f.server_seed ? (
        <ButtonLink
          href={drawFairnessPath(locale, {
            game: 'pet-roll',
            serverSeed: f.server_seed,
            serverSeedHash: f.server_seed_hash,
            clientSeed: f.client_seed,
            nonce: f.nonce,
            weights: f.weights,
          })}
          size="sm"
          variant="secondary"
          data-testid="roll-verify"
        >
          {t('verify')}
        </ButtonLink>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => reveal.mutate(undefined)}
          loading={reveal.isPending}
          data-testid="roll-reveal"
        >
          {t('reveal')}
        </Button>
      )}
      <p className="text-micro text-muted">{t('reveal_note')}</p>
    </div>
  );
}
