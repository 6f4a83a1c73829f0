'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadError } from '@/components/LoadError';
import { pageButton } from '@/components/ui/button-classes';
import { Skeleton } from '@/components/ui/Skeleton';
import { Link, useRouter } from '@/i18n/navigation';
import { ProfileAvatar } from './ProfileCard';
import { ProfileFrame } from './ProfileFrame';
import { FormError, useFailureText } from './profile-parts';
import { useMyProfiles, useSelectProfile } from './profile-queries';

/** /profile/select (spec 2.4): a player with several profiles picks the one to act as. */
export function SelectScreen({ mediaBase }: { mediaBase: string }) {
  const t = useTranslations('profiles');
  const router = useRouter();
  const mine = useMyProfiles();
  const select = useSelectProfile();
  const failureText = useFailureText();
  const [error, setError] = useState<string | null>(null);
  const pick = (xid: string) =>
    select.mutate(xid, { onSuccess: () => router.push('/profile'), onError: (e) => setError(failureText(e)) });
  return (
    <ProfileFrame title={t('select_title')} back="/profile">
      {mine.isPending && <Skeleton className="h-40 rounded-2xl" />}
      {mine.isError && !mine.data && (
        <LoadError title={t('load_error')} onRetry={() => void mine.refetch()} busy={mine.isFetching} />
      )}
      {mine.data && (
        <ul className="flex flex-col gap-2" data-testid="profile-select-list">
          {mine.data.list.map((profile) => {
            const current = profile.xid === mine.data?.current;
            return (
              <li key={profile.xid}>
                <button
                  type="button"
                  onClick={() => pick(profile.xid)}
                  disabled={select.isPending}
                  aria-current={current}
                  className={`flex w-full items-center gap-3 rounded-2xl bg-white p-3 text-left ${current ? 'ring-2 ring-amber-400' : ''}`}
                  data-testid="profile-select-item"
                >
                  <ProfileAvatar profile={profile} mediaBase={mediaBase} alt="" size={48} />
                  <span className="min-w-0 flex-1 truncate text-body font-medium text-ink">{profile.username}</span>
                  {current && <span className="text-caption text-amber-700">{t('current')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <FormError text={error} />
      <Link href="/profile/create" className={pageButton.outline}>
        {t('create_another')}
      </Link>
    </ProfileFrame>
  );
}
