'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useUserStore } from '@/shell/session/user-store';
import { PetGrid } from './PetCard';
import { PetGridSkeleton, PetLoadError, PetScreenFrame, SignInFirst } from './PetScreenFrame';
import { useSpace } from './pet-queries';

/** /space?user_id= (issue 17, spec 2.2 "NFT"): a player's collection, readable signed out; without an id, mine. */
export function SpaceScreen({ userId }: { userId: number | null }) {
  const t = useTranslations('pets');
  const locale = useLocale();
  const status = useUserStore((s) => s.status);
  const me = useUserStore((s) => s.userId);
  const ownerId = userId ?? (status === 'signed-in' ? me : 0);
  return (
    <PetScreenFrame title={t('space_title')} backHref={`/${locale}/petV2`}>
      {ownerId > 0 ? <Collection ownerId={ownerId} /> : status === 'checking' ? <PetGridSkeleton /> : <SignInFirst />}
    </PetScreenFrame>
  );
}

function Collection({ ownerId }: { ownerId: number }) {
  const t = useTranslations('pets');
  const space = useSpace(ownerId);
  if (space.isPending) return <PetGridSkeleton />;
  if (space.isError)
    return <PetLoadError error={space.error} onRetry={() => void space.refetch()} busy={space.isFetching} />;
  return (
    <>
      <p className="text-headline text-ink" data-testid="space-owner">
        {t('space_of', { name: space.data.name || `#${space.data.user_id}`, count: space.data.pets.length })}
      </p>
      {space.data.pets.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-callout text-muted" data-testid="space-empty">
          {t('space_empty')}
        </p>
      ) : (
        <PetGrid pets={space.data.pets} testId="space-pets" />
      )}
    </>
  );
}
