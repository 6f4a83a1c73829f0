'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useUserStore } from '@/shell/session/user-store';
import { PetGrid } from './PetCard';
import { PetGridSkeleton, PetLoadError, PetScreenFrame, SignInFirst } from './PetScreenFrame';
import { useMyPets, useRentList } from './pet-queries';

/** /petV2 (issue 17, spec 2.1 canonical): my pets, the ones I am renting, pets offered for rent, and the ways to draw and learn. */
export function MyPetsScreen() {
  const t = useTranslations('pets');
  const status = useUserStore((s) => s.status);
  const userId = useUserStore((s) => s.userId);
  const locale = useLocale();
  return (
    <PetScreenFrame title={t('my_pets')}>
      <div className="grid grid-cols-3 gap-2">
        <ButtonLink href={`/${locale}/petV2/draw?inner=1`} size="sm" data-testid="pets-draw-link">
          {t('draw')}
        </ButtonLink>
        <ButtonLink href={`/${locale}/petV2/guide?inner=1`} size="sm" variant="secondary">
          {t('guide')}
        </ButtonLink>
        <ButtonLink
          href={status === 'signed-in' ? `/${locale}/space?user_id=${userId}` : `/${locale}/space`}
          size="sm"
          variant="secondary"
        >
          {t('my_space')}
        </ButtonLink>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <ButtonLink href={`/${locale}/petGame`} size="sm" variant="secondary" data-testid="pets-game-link">
          {t('play_earn')}
        </ButtonLink>
        <ButtonLink href={`/${locale}/rollnft`} size="sm" variant="secondary" data-testid="pets-roll-link">
          {t('roll_nft')}
        </ButtonLink>
      </div>
      {status === 'signed-out' ? <SignInFirst /> : status === 'signed-in' ? <Mine /> : <PetGridSkeleton />}
      <ForRent />
    </PetScreenFrame>
  );
}

function Mine() {
  const t = useTranslations('pets');
  const mine = useMyPets();
  if (mine.isPending) return <PetGridSkeleton />;
  if (mine.isError)
    return <PetLoadError error={mine.error} onRetry={() => void mine.refetch()} busy={mine.isFetching} />;
  const { owned, renting } = mine.data;
  return (
    <>
      {owned.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl bg-white p-6 text-center" data-testid="pets-empty">
          <p className="text-headline text-ink">{t('empty_title')}</p>
          <p className="text-callout text-muted">{t('empty_body')}</p>
        </div>
      ) : (
        <PetGrid pets={owned} testId="pets-owned" />
      )}
      {renting.length > 0 && (
        <section className="flex flex-col gap-2">
          <h2 className="text-headline text-ink">{t('renting')}</h2>
          <PetGrid pets={renting} testId="pets-renting" />
        </section>
      )}
    </>
  );
}

function ForRent() {
  const t = useTranslations('pets');
  const list = useRentList();
  const pets = (list.data?.pets ?? []).filter((p) => !p.mine);
  if (list.isError || pets.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-headline text-ink">{t('for_rent')}</h2>
      <PetGrid pets={pets} testId="pets-for-rent" />
    </section>
  );
}
